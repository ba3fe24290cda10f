/**
 * Account security: bind the real name once, change the login or the pay password.
 */
import type { FastifyInstance } from 'fastify';
import { Accepting } from '../../../contract/common/schemas.ts';
import { EditPasswordBody, EditRealnameBody } from '../../../contract/member/schemas.ts';
import {
  changePassword,
  PASSWORD_MESSAGES,
  parsePasswordChange,
  type PasswordKind,
} from '../domain/accounts/password-change.ts';
import { bindRealname, parseRealname } from '../domain/accounts/realname.ts';
import { readInput } from '../lib/input.ts';
import { memberOf } from '../plugins/context.ts';
import { ok } from '../plugins/envelope.ts';
import { requireMember } from '../plugins/auth.ts';
import { memberCall, typed } from './schema.ts';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  // docs/API.md#editrealname: {200, "成功", ""}.
  api.post(
    '/api/editRealname',
    {
      schema: memberCall({ tag: 'member', summary: '绑定真实姓名', input: Accepting(EditRealnameBody) }),
      preHandler: requireMember,
    },
    async (request) => {
      const realname = parseRealname(readInput(request).realname);
      await bindRealname(app.db, memberOf(request).user.id, realname);
      return ok('', '成功');
    },
  );

  const edit = (kind: PasswordKind) => async (request: Parameters<typeof readInput>[0]) => {
    const change = parsePasswordChange(readInput(request), kind);
    await changePassword(
      app.db,
      memberOf(request).user,
      kind,
      change,
      app.config.limits.failedLoginsPerNamePer5Minutes,
    );
    return ok([], PASSWORD_MESSAGES.changed);
  };
  api.post(
    '/api/editPassword',
    {
      schema: memberCall({ tag: 'member', summary: '修改登录密码', input: Accepting(EditPasswordBody) }),
      preHandler: requireMember,
    },
    edit('login'),
  );
  api.post(
    '/api/editPayPassword',
    {
      schema: memberCall({ tag: 'member', summary: '修改支付密码', input: Accepting(EditPasswordBody) }),
      preHandler: requireMember,
    },
    edit('pay'),
  );
}
