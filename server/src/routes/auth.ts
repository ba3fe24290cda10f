/**
 * Sessions: register, login_pc (+ the login alias), logoff and trial accounts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EmptyList } from '../../../contract/common/schemas.ts';
import { LoginBody, RegisterBody, WireLoginData } from '../../../contract/session/schemas.ts';
import { createTrialAccount, login, logoff, register, TRIAL_DISABLED } from '../domain/accounts/auth.ts';
import { credentials, registration } from '../domain/accounts/validation.ts';
import { refuse } from '../lib/errors.ts';
import { memberOf } from '../plugins/context.ts';
import { ok } from '../plugins/envelope.ts';
import type { Limiters } from '../plugins/limits.ts';
import { memberCall, publicCall, typed } from './schema.ts';

export async function authRoutes(app: FastifyInstance, limiters: Limiters): Promise<void> {
  const api = typed(app);
  api.post(
    '/api/register',
    {
      schema: publicCall({ tag: 'session', summary: '注册', input: RegisterBody, data: WireLoginData }),
      onRequest: limiters.register,
      // Before the input is decided: a refused attempt counts against the name too.
      preValidation: limiters.registerPerName,
    },
    async (request) => {
      const session: WireLoginData = await register(app.db, registration(request.body));
      return ok(session, '注册成功');
    },
  );

  const loginHandler = (revokeOthers: boolean) => async (request: FastifyRequest<{ Body: LoginBody }>) => {
    const session: WireLoginData = await login(app.db, credentials(request.body), {
      revokeOthers,
      maxTokens: app.config.sessions.maxTokens,
      ip: request.ip,
      failureLimit: app.config.limits.failedLoginsPerNamePer5Minutes || Number.MAX_SAFE_INTEGER,
    });
    return ok(session, '登录成功');
  };
  // login_pc: a new token every time and every older one revoked (single session).
  api.post(
    '/api/login_pc',
    {
      schema: publicCall({
        tag: 'session',
        summary: '登录（其他会话失效）',
        input: LoginBody,
        data: WireLoginData,
      }),
      onRequest: limiters.login,
    },
    loginHandler(true),
  );
  // login: the legacy call kept the existing token; we cannot hand it back (only its hash is
  // stored), so it issues an extra token and leaves the other sessions alone.
  api.post(
    '/api/login',
    {
      schema: publicCall({
        tag: 'session',
        summary: '登录（保留其他会话）',
        input: LoginBody,
        data: WireLoginData,
      }),
      onRequest: limiters.login,
    },
    loginHandler(false),
  );

  api.post(
    '/api/logoff',
    { schema: memberCall({ tag: 'session', summary: '退出登录', data: EmptyList }) },
    async (request) => {
      await logoff(app.db, memberOf(request).token);
      return ok([], '成功');
    },
  );

  api.post(
    '/api/trial',
    { schema: publicCall({ tag: 'session', summary: '试玩账号', data: WireLoginData }), onRequest: limiters.trial },
    async () => {
      if (!app.config.trialEnabled) throw refuse(403, TRIAL_DISABLED);
      const session: WireLoginData = await createTrialAccount(app.db);
      return ok(session, '试玩账号已创建，试玩金2000.00元已到账');
    },
  );
}
