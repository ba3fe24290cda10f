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
    origin: true,
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
