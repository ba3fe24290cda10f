/**
 * Account security: bind the real name once, change the login or the pay password.
 */
import type { FastifyInstance } from 'fastify';
import { changePassword, PASSWORD_MESSAGES, parsePasswordChange, type PasswordKind } from '../domain/accounts/password-change.ts';
import { bindRealname, parseRealname } from '../domain/accounts/realname.ts';
import { readInput } from '../lib/input.ts';
import { memberOf } from '../plugins/context.ts';
import { ok } from '../plugins/envelope.ts';
import { requireMember } from '../plugins/auth.ts';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  // docs/API.md#editrealname: {200, "成功", ""}.
  app.post('/api/editRealname', { preHandler: requireMember }, async (request) => {
    const realname = parseRealname(readInput(request).realname);
    await bindRealname(app.db, memberOf(request).user.id, realname);
    return ok('', '成功');
  });

  const edit = (kind: PasswordKind) => async (request: Parameters<typeof readInput>[0]) => {
    const change = parsePasswordChange(readInput(request), kind);
    await changePassword(app.db, memberOf(request).user, kind, change, app.config.limits.failedLoginsPerNamePer5Minutes);
    return ok([], PASSWORD_MESSAGES.changed);
  };
  app.post('/api/editPassword', { preHandler: requireMember }, edit('login'));
  app.post('/api/editPayPassword', { preHandler: requireMember }, edit('pay'));
}
