/**
 * CORS as the legacy `CrossHttp` middleware (docs/API.md#auth): the request Origin reflected, with
 * credentials, the legacy header and method lists. The API is token-based (no cookies), so a
 * reflected origin grants nothing a bearer token does not already grant. The legacy dialect allows
 * exactly the legacy headers: a cross-origin preflight naming Idempotency-Key fails there, as it
 * does against the legacy servers (docs/API.md#legacy-dialect).
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../../../contract/common/rules.ts';
import { LEGACY_HEADERS } from '../../dialect/legacy/calls.ts';

export async function setupCors(app: FastifyInstance): Promise<void> {
  const legacy = app.config.apiDialect === 'legacy';
  await app.register(cors, {
    // Reflected when the request names an origin (every cross-origin request does); a request
    // without one is same-origin or not from a browser, and its answer needs no CORS headers (the
    // boot scripts, the stylesheet and the images of a page: about 90 bytes less each).
    origin: (origin, cb) => cb(null, origin ? true : false),
    credentials: true,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'OPTIONS'],
    allowedHeaders: legacy
      ? [...LEGACY_HEADERS]
      : // Ours: money-moving calls carry the client's key (a retry gets the first answer).
        [...LEGACY_HEADERS, IDEMPOTENCY_KEY_HEADER],
    ...(legacy ? {} : { exposedHeaders: [IDEMPOTENT_REPLAYED_HEADER] }),
    maxAge: 600,
  });
}
