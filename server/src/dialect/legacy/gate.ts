/**
 * The legacy dialect's door: under /api/ only the legacy calls, in their exact case and method
 * (calls.ts); an unknown path is the HTML 404, a wrong method the HTML 405. The Idempotency-Key
 * header is dropped here, so no call ever sees it (the legacy servers ignore it).
 * CORS preflights pass: the legacy CORS middleware ran before routing, on any path.
 *
 * Decided on the matched route and the decoded path (lib/route-path.ts), not the raw URL: the
 * router decodes `/%61pi/trial` to our trial route, which the legacy servers do not have.
 */
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../contract/common/rules.ts';
import { decisionPath, matchedRoute, normalisedPath } from '../../lib/route-path.ts';
import { allowedMethods, LEGACY_CALLS } from './calls.ts';
import { sendLegacyPage } from './pages.ts';

/** `decisionPath` is lower case. */
const LEGACY_SCOPE = /^\/api(\/|$)/;
const IDEMPOTENCY_HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

export function setupLegacyGate(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    // /admin keeps the reference behaviour (docs/API.md#legacy-dialect), its Idempotency-Key included.
    if (request.method === 'OPTIONS' || !LEGACY_SCOPE.test(decisionPath(request))) return done();
    const path = normalisedPath(request.url);
    delete request.raw.headers[IDEMPOTENCY_HEADER];
    // The path as the caller spelled it, decoded: the legacy routes are case-sensitive.
    const methods = LEGACY_CALLS.get(path);
    if (!methods) return sendLegacyPage(reply, 404);
    const allowed = allowedMethods(methods);
    if (!allowed.includes(request.method)) return sendLegacyPage(reply, 405, allowed);
    // A legacy call's path the router did not match (`//api/balance`): their 404 page, not ours.
    if (matchedRoute(request) === undefined) return sendLegacyPage(reply, 404);
    done();
  });
}
