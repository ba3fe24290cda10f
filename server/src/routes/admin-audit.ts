/**
 * The operator audit itself: the newest rows, and a walk of the whole hash chain
 * (`npm run ops -- audit-log verify`, exit 1 on a break). Reading it is recorded like any call.
 */
import type { FastifyInstance } from 'fastify';
import { AuditLogQuery } from '../../../contract/ops/schemas.ts';
import { AUDIT_LOG_PAGE } from '../../../contract/ops/rules.ts';
import { verifyChain } from '../domain/ops/audit-verify.ts';
import { formatBeijing } from '../lib/time.ts';
import { ok } from '../plugins/envelope.ts';
import { operatorCall, typed } from './schema.ts';

interface LogRow {
  seq: unknown;
  at: Date;
  operator: string;
  method: string;
  path: string;
  status: number;
  body: string | null;
  hash: string;
}

export async function adminAuditRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);

  api.get('/audit-log', { schema: operatorCall('操作记录', { query: AuditLogQuery }) }, async (request) => {
    const rows = await app.db.query<LogRow>(
      `SELECT seq, at, operator, method, path, status, body, hash FROM operator_actions
        WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT $1`,
      [request.query.limit ?? AUDIT_LOG_PAGE.default],
    );
    return ok({
      actions: rows.map((r) => ({
        seq: String(r.seq),
        at: formatBeijing(r.at),
        operator: r.operator,
        method: r.method,
        path: r.path,
        status: Number(r.status),
        body: r.body,
        hash: r.hash,
      })),
    });
  });

  api.get('/audit-log/verify', { schema: operatorCall('校验操作记录哈希链') }, async () =>
    ok(await verifyChain(app.db)),
  );
}
