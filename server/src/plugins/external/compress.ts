/**
 * Compressed answers (@fastify/compress): brotli or gzip for anything over 1 KiB. A route can opt
 * out with `compress: false` (the balance poll: http/schema.ts readRoute).
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function setupCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
}
