/**
 * The operator audit itself: the newest rows, and a walk of the whole hash chain
 * (`npm run ops -- audit-log verify`, exit 1 on a break). Reading it is recorded like any call.
 */
import type { FastifyInstance } from 'fastify';
import { AuditLogQuery } from '../../../../contract/ops/schemas.ts';
import { AUDIT_LOG_PAGE } from '../../../../contract/ops/rules.ts';
import { newestActions } from '../../domain/ops/audit-chain.ts';
import { verifyChain } from '../../domain/ops/audit-verify.ts';
import { ok } from '../../http/answer.ts';
import { operatorCall, typed } from '../../http/schema.ts';
import { AuditLogAnswer, ChainReport } from '../../../../contract/ops/audit-answers.ts';

export default async function adminAuditRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);

  api.get(
    '/audit-log',
    { schema: operatorCall('操作记录', { query: AuditLogQuery, data: AuditLogAnswer }) },
    async (request) => ok({ actions: await newestActions(app.db, request.query.limit ?? AUDIT_LOG_PAGE.default) }),
  );

  api.get('/audit-log/verify', { schema: operatorCall('校验操作记录哈希链', { data: ChainReport }) }, async () =>
    ok(await verifyChain(app.db)),
  );
}
