/**
 * Sessions: register, login_pc (+ the login alias) and trial accounts. Logoff:
 * routes/member/auth.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LoginBody, RegisterBody, WireLoginData } from '../../../../contract/session/schemas.ts';
import { SESSION_MESSAGES, trialCreatedMessage } from '../../../../contract/session/rules.ts';
import { createTrialAccount, login, register, TRIAL_CREDIT_CENTS, TRIAL_DISABLED } from '../../domain/accounts/auth.ts';
import { formatCents } from '../../lib/money.ts';
import { credentials, registration } from '../../domain/accounts/validation.ts';
import { refuse } from '../../lib/errors.ts';
import { restrictionView } from '../../domain/protection/exclusion.ts';
import { ok } from '../../http/answer.ts';
import type { Limiters } from '../../plugins/external/limits.ts';
import { playerCall, typed } from '../../http/schema.ts';

export default async function authRoutes(app: FastifyInstance, { limiters }: { limiters: Limiters }): Promise<void> {
  const api = typed(app);
  api.post(
    '/api/register',
    {
      schema: playerCall({ tag: 'session', summary: '注册', input: RegisterBody, data: WireLoginData }),
      onRequest: limiters.register,
      // Before the input is decided: a refused attempt counts against the name too.
      preValidation: limiters.registerPerName,
    },
    async (request) => {
      // Invite codes are ours: the legacy dialect takes a member id only, as the legacy servers do.
      const input = registration(request.body, { inviteCodes: app.config.apiDialect === 'reference' });
      const session: WireLoginData = await register(app.db, input, { ip: request.ip });
      return ok(session, SESSION_MESSAGES.registered);
    },
  );

  const loginHandler = (revokeOthers: boolean) => async (request: FastifyRequest<{ Body: LoginBody }>) => {
    const session: WireLoginData = await login(app.db, credentials(request.body), {
      revokeOthers,
      maxTokens: app.config.sessions.maxTokens,
      ip: request.ip,
      failureLimit: app.config.limits.failedLoginsPerNamePer5Minutes || Number.MAX_SAFE_INTEGER,
      addressFailureLimit: app.config.limits.failedLoginsPerAddressPerHour,
    });
    // A restricted member logs in to the restricted view only: the answer says so and until when.
    const protection = app.config.protection.exclusion ? await restrictionView(app.db, session.id!) : undefined;
    return ok(protection ? { ...session, protection } : session, SESSION_MESSAGES.loggedIn);
  };
  // login_pc: a new token every time and every older one revoked (single session).
  api.post(
    '/api/login_pc',
    {
      schema: playerCall({
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
      schema: playerCall({
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
    '/api/trial',
    { schema: playerCall({ tag: 'session', summary: '试玩账号', data: WireLoginData }), onRequest: limiters.trial },
    async () => {
      if (!app.config.trialEnabled) throw refuse(403, TRIAL_DISABLED);
      const session: WireLoginData = await createTrialAccount(app.db);
      return ok(session, trialCreatedMessage(formatCents(TRIAL_CREDIT_CENTS)));
    },
  );
}
