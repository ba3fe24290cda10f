/**
 * Named operators: list, add with a role (the new token is in the answer, once, and never in the
 * audit), rotate a token, change a role, revoke. Admins only (http/admin-roles.ts); each call is
 * recorded with its caller. Tokens work OPS_TOKEN_DAYS from when they are issued or rotated.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_REFUSALS } from '../../../../contract/ops/messages.ts';
import { OperatorBody, OperatorRoleBody } from '../../../../contract/ops/schemas.ts';
import {
  addOperator,
  listOperators,
  OperatorError,
  revokeOperator,
  rotateOperator,
  setOperatorRole,
  type IssuedToken,
} from '../../domain/ops/operators.ts';
import { formatBeijing } from '../../lib/time.ts';
import { operatorOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { notFound, refused } from '../../http/admin-refusals.ts';
import { opsTx } from '../../http/admin-tx.ts';
import { operatorCall, typed } from '../../http/schema.ts';
import { OperatorAdded, OperatorList, OperatorRevoked, OperatorRoleSet } from '../../../../contract/ops/answers.ts';
import type { OperatorRole } from '../../../../contract/ops/roles.ts';

const noSuchOperator = (name: string) => notFound(OPS_REFUSALS.noOperator(name));

const issued = (name: string, role: OperatorRole, { token, expiresAt }: IssuedToken) =>
  ok({ name, role, token, expires_at: formatBeijing(expiresAt) });

export default async function adminOperatorRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const days = app.config.operatorTokenDays;

  api.get('/operators', { schema: operatorCall('运营人员列表', { data: OperatorList }) }, async () => {
    const rows = await listOperators(app.db);
    return ok({
      operators: rows.map((r) => ({
        name: r.name,
        role: r.role,
        created_by: r.created_by,
        created_at: formatBeijing(r.created_at),
        expires_at: formatBeijing(r.expires_at),
        revoked_at: r.revoked_at ? formatBeijing(r.revoked_at) : null,
      })),
    });
  });

  api.post(
    '/operators',
    { schema: operatorCall('新增运营人员', { body: OperatorRoleBody, data: OperatorAdded }) },
    async (request) => {
      const { name, role } = request.body;
      try {
        const token = await opsTx(request, (q) => addOperator(q, { name, role, days }, operatorOf(request)));
        return issued(name, role, token);
      } catch (error) {
        // "ops" (the root) and taken names: what only the table and the domain know.
        if (error instanceof OperatorError) throw refused(error.message);
        throw error;
      }
    },
  );

  // A new token (the old one stops at once) for another OPS_TOKEN_DAYS: how an expired one is renewed.
  api.post(
    '/operators/rotate',
    { schema: operatorCall('轮换运营人员令牌', { body: OperatorBody, data: OperatorAdded }) },
    async (request) => {
      const { name } = request.body;
      const rotated = await opsTx(request, async (q) => {
        const done = await rotateOperator(q, name, days);
        if (!done) throw noSuchOperator(name);
        return done;
      });
      return issued(name, rotated.role, rotated);
    },
  );

  api.post(
    '/operators/role',
    { schema: operatorCall('修改运营人员角色', { body: OperatorRoleBody, data: OperatorRoleSet }) },
    async (request) => {
      const { name, role } = request.body;
      await opsTx(request, async (q) => {
        if (!(await setOperatorRole(q, name, role))) throw noSuchOperator(name);
      });
      return ok({ name, role });
    },
  );

  api.post(
    '/operators/revoke',
    { schema: operatorCall('停用运营人员', { body: OperatorBody, data: OperatorRevoked }) },
    async (request) => {
      const { name } = request.body;
      await opsTx(request, async (q) => {
        if (!(await revokeOperator(q, name))) throw noSuchOperator(name);
      });
      return ok({ name, revoked: true });
    },
  );
}
