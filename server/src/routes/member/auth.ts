/**
 * Logoff: ends the member's session (routes/member/: behind the member guard). Register, login and
 * trial accounts: routes/public/auth.ts.
 */
import type { FastifyInstance } from 'fastify';
import { EmptyList } from '../../../../contract/common/schemas.ts';
import { logoff } from '../../domain/accounts/auth.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, typed } from '../../http/schema.ts';

export default async function sessionMemberRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);

  api.post(
    '/api/logoff',
    { schema: playerCall({ tag: 'session', summary: '退出登录', data: EmptyList }) },
    async (request) => {
      await logoff(app.db, memberOf(request).token);
      return ok([]);
    },
  );
}
