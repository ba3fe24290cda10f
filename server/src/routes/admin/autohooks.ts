/**
 * The one /admin scope: every operator route is a file of routes/admin/ (autoloaded under the
 * /admin prefix, app.ts), and @fastify/autoload registers this file's hooks first in the scope
 * that holds them all, so every one is behind the operator guard (declared once, here), reads its
 * input strictly (http/admin-validation.ts) and is recorded in the operator audit chain
 * (domain/ops/audit-chain.ts). A change records itself in its own transaction
 * (http/admin-tx.ts); this scope's onSend hook records every other authorised call,
 * success or refusal, before its answer leaves (and answers 500 instead when the record fails).
 * A call without a valid operator token is answered 401 and recorded nowhere: it is not an
 * operator's. Each route's roles are declared once, in http/admin-roles.ts: a route without a row
 * there is refused when it is registered, and a call by a role not named is answered 403 (and
 * recorded). With ADMIN_ALLOW_FROM, a call from any other address finds no route (404) before
 * anything else is looked at; ADMIN_PORT is plugins/app/admin-surface.ts's.
 */
import type { FastifyInstance } from 'fastify';
import { recordOperatorAction } from '../../domain/ops/audit-chain.ts';
import { requireOperator } from '../../http/auth.ts';
import { actionOf } from '../../http/admin-tx.ts';
import { operatorErrors, operatorValidator } from '../../http/admin-validation.ts';
import { requireRouteRole, routeRoles } from '../../http/admin-roles.ts';
import { adminAllowList } from '../../plugins/app/admin-surface.ts';
import { messageFor } from '../../plugins/app/language.ts';
import { OPS_REFUSALS } from '../../../../contract/ops/messages.ts';

export default async function adminScope(app: FastifyInstance): Promise<void> {
  app.decorateRequest('operatorAudited', false);
  const allowList = adminAllowList(app.config);
  if (allowList) app.addHook('onRequest', allowList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (!routeRoles(method, route.url))
        throw new Error(`${method} ${route.url} declares no operator role (server/src/http/admin-roles.ts)`);
  });
  app.addHook('onRequest', requireOperator);
  app.addHook('onRequest', async (request) => requireRouteRole(request));
  app.setValidatorCompiler(operatorValidator);
  app.setErrorHandler(operatorErrors);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.operator) return payload;
    // Recorded in the action's transaction; an error answer after it is recorded as well.
    if (request.operatorAudited && reply.statusCode < 400) return payload;
    try {
      await recordOperatorAction(app.db, actionOf(request, reply.statusCode));
      return payload;
    } catch (error) {
      // Fail closed: what cannot be recorded is not handed out (a read's data, a refusal's detail).
      request.log.error({ err: error }, 'operator action not recorded');
      reply.status(500).header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify({ code: 500, message: messageFor(app, request, reply, OPS_REFUSALS.unrecorded) });
    }
  });
}
