/**
 * Named operators: list, add (the new token is in the answer, once, and never in the audit),
 * revoke. Any operator may call them; each call is recorded with its caller.
 */
import type { FastifyInstance } from 'fastify';
import { OperatorBody } from '../../../../contract/ops/schemas.ts';
import { addOperator, listOperators, OperatorError, revokeOperator } from '../../domain/ops/operators.ts';
import { formatBeijing } from '../../lib/time.ts';
import { operatorOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { notFound, refused } from '../../http/admin-refusals.ts';
import { opsTx } from '../../http/admin-tx.ts';
import { operatorCall, typed } from '../../http/schema.ts';
import { OperatorAdded, OperatorList, OperatorRevoked } from '../../../../contract/ops/answers.ts';

export default async function adminOperatorRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);

  api.get('/operators', { schema: operatorCall('运营人员列表', { data: OperatorList }) }, async () => {
    const rows = await listOperators(app.db);
    return ok({
      operators: rows.map((r) => ({
        name: r.name,
        created_by: r.created_by,
        created_at: formatBeijing(r.created_at),
        revoked_at: r.revoked_at ? formatBeijing(r.revoked_at) : null,
      })),
    });
  });

  api.post(
    '/operators',
    { schema: operatorCall('新增运营人员', { body: OperatorBody, data: OperatorAdded }) },
    async (request) => {
      const { name } = request.body;
      try {
        const token = await opsTx(request, (q) => addOperator(q, name, operatorOf(request)));
        return ok({ name, token });
      } catch (error) {
        // "ops" (the root) and taken names: what only the table and the domain know.
        if (error instanceof OperatorError) throw refused(error.message);
        throw error;
      }
    },
  );

  api.post(
    '/operators/revoke',
    { schema: operatorCall('停用运营人员', { body: OperatorBody, data: OperatorRevoked }) },
    async (request) => {
      const { name } = request.body;
      await opsTx(request, async (q) => {
        if (!(await revokeOperator(q, name))) throw notFound(`没有在用的运营人员 "${name}"`);
      });
      return ok({ name, revoked: true });
    },
  );
}
