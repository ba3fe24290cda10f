/**
 * API_DIALECT=legacy: the reference server behaves as the operators' existing servers do
 * (docs/API.md#legacy-dialect), a test double for the PWA. Our routes still do the work — the
 * ledger, the checks and the records are the reference server's — and this plugin only closes the
 * calls the legacy servers lack, adds their input quirks and reshapes their answers. /admin, the
 * chat socket and the static files are untouched.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ANSWER_SHAPERS, isSuccess } from '../../dialect/legacy/answers.ts';
import { LEGACY_CALLS } from '../../dialect/legacy/calls.ts';
import { setupLegacyGate } from '../../dialect/legacy/gate.ts';
import { REQUEST_QUIRKS } from '../../dialect/legacy/requests.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Legacy dialect: our /api routes the gate closes (the reference-only calls), as registered. */
    legacyWithheldCalls?: ReadonlySet<string>;
  }
}

function hooks<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Must run before the routes are registered: it hooks each one as it is added. */
export function setupLegacyDialect(app: FastifyInstance): void {
  setupLegacyGate(app);
  const withheld = new Set<string>();
  app.decorate('legacyWithheldCalls', withheld);
  app.addHook('onRoute', (route: RouteOptions) => {
    const url = route.url;
    if (!url.startsWith('/api/')) return;
    if (!LEGACY_CALLS.has(url)) withheld.add(url);
    const quirk = REQUEST_QUIRKS.get(url);
    // After the call's guard (run first in preValidation) and before its input is decided.
    if (quirk) route.preValidation = [...hooks(route.preValidation), quirk];
    const shape = ANSWER_SHAPERS.get(url);
    if (shape) {
      route.preSerialization = [
        ...hooks(route.preSerialization),
        async (request, _reply, payload) => (isSuccess(payload) ? shape(payload, request, app) : payload),
      ];
    }
  });
}
