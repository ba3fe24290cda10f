/**
 * The legacy dialect's door: under /api/ only the legacy calls, in their exact case and method
 * (calls.ts); an unknown path is the HTML 404, a wrong method the HTML 405. The Idempotency-Key
 * header is dropped here, so no call ever sees it (the legacy servers ignore it).
 * CORS preflights pass: the legacy CORS middleware ran before routing, on any path.
 */
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../contract/common/rules.ts';
import { requestPath } from '../../lib/urls.ts';
import { allowedMethods, LEGACY_CALLS } from './calls.ts';
import { sendLegacyPage } from './pages.ts';

const API_PATH = /^\/api(\/|$)/i;
const IDEMPOTENCY_HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

export function setupLegacyGate(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const path = requestPath(request);
    if (!API_PATH.test(path) || request.method === 'OPTIONS') return done();
    delete request.raw.headers[IDEMPOTENCY_HEADER];
    const methods = LEGACY_CALLS.get(path);
    if (!methods) return sendLegacyPage(reply, 404);
    const allowed = allowedMethods(methods);
    if (!allowed.includes(request.method)) return sendLegacyPage(reply, 405, allowed);
    done();
  });
}
