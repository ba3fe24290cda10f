/**
 * Account security: bind the real name once, change the login or the pay password. The input
 * schemas decide every field; the domain adds what needs the old password or the database.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EditPasswordBody, EditPayPasswordBody, EditRealnameBody } from '../../../../contract/member/schemas.ts';
import { EmptyList, NoData } from '../../../../contract/common/schemas.ts';
import {
  changePassword,
  PASSWORD_MESSAGES,
  passwordChange,
  type PasswordKind,
} from '../../domain/accounts/password-change.ts';
import { bindRealname } from '../../domain/accounts/realname.ts';
import { guessLimitsOf } from '../../domain/accounts/secret-guard.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, typed } from '../../http/schema.ts';

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  // docs/API.md#editrealname: {200, "成功", ""}.
  api.post(
    '/api/editRealname',
    { schema: playerCall({ tag: 'member', summary: '绑定真实姓名', input: EditRealnameBody, data: NoData }) },
    async (request) => {
      await bindRealname(app.db, memberOf(request).user.id, request.body.realname);
      return ok('');
    },
  );

  const edit = (kind: PasswordKind) => async (request: FastifyRequest<{ Body: EditPasswordBody }>) => {
    await changePassword(
      app.db,
      memberOf(request).user,
      kind,
      passwordChange(request.body),
      guessLimitsOf(app.config.limits),
    );
    return ok([], PASSWORD_MESSAGES.changed);
  };
  api.post(
    '/api/editPassword',
    { schema: playerCall({ tag: 'member', summary: '修改登录密码', input: EditPasswordBody, data: EmptyList }) },
    edit('login'),
  );
  api.post(
    '/api/editPayPassword',
    { schema: playerCall({ tag: 'member', summary: '修改支付密码', input: EditPayPasswordBody, data: EmptyList }) },
    edit('pay'),
  );
}
