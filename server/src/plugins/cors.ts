/**
 * CORS as the legacy `CrossHttp` middleware (docs/API.md#auth): the request Origin reflected, with
 * credentials, the legacy header and method lists. The API is token-based (no cookies), so a
 * reflected origin grants nothing a bearer token does not already grant.
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../../contract/common/rules.ts';

export async function setupCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    // Reflected when the request names an origin (every cross-origin request does); a request
    // without one is same-origin or not from a browser, and its answer needs no CORS headers (the
    // boot scripts, the stylesheet and the images of a page: about 90 bytes less each).
    origin: (origin, cb) => cb(null, origin ? true : false),
    credentials: true,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'OPTIONS'],
    allowedHeaders: [
      'Origin',
      'Content-Type',
      'Cookie',
      'X-CSRF-TOKEN',
      'Accept',
      'Authorization',
      'X-XSRF-TOKEN',
      'Lang',
      'Accept-Language',
      // Ours: money-moving calls carry the client's key (a retry gets the first answer).
      IDEMPOTENCY_KEY_HEADER,
    ],
    exposedHeaders: [IDEMPOTENT_REPLAYED_HEADER],
    maxAge: 600,
  });
}
