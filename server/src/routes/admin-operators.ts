/**
 * Named operators (under /admin, so any operator may call them, and each call is recorded with
 * its caller): list, add (the new token is in the answer, once), revoke.
 */
import type { FastifyInstance } from 'fastify';
import { OperatorBody } from '../../../contract/ops/schemas.ts';
import { addOperator, listOperators, OperatorError, revokeOperator } from '../domain/ops/operators.ts';
import { BizError } from '../lib/errors.ts';
import { readInput, str } from '../lib/input.ts';
import { formatBeijing } from '../lib/time.ts';
import { operatorOf } from '../plugins/auth.ts';
import { ok } from '../plugins/envelope.ts';
import { operatorCall, typed } from './schema.ts';

export async function adminOperatorRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);

  api.get('/operators', { schema: operatorCall('运营人员列表') }, async () => {
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

  api.post('/operators', { schema: operatorCall('新增运营人员', { body: OperatorBody }) }, async (request) => {
    const name = str(readInput(request).name, 40);
    try {
      const token = await addOperator(app.db, name, operatorOf(request));
      return ok({ name, token });
    } catch (error) {
      if (error instanceof OperatorError) throw new BizError(400, error.message, { status: 400 });
      throw error;
    }
  });

  api.post('/operators/revoke', { schema: operatorCall('停用运营人员', { body: OperatorBody }) }, async (request) => {
    const name = str(readInput(request).name, 40);
    if (!(await revokeOperator(app.db, name))) throw new BizError(404, `no live operator "${name}"`, { status: 404 });
    return ok({ name, revoked: true });
  });
}
