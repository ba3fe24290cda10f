/**
 * Child process of the balance bench (scripts/bench/balance.mjs): a Fastify app with nothing but
 * POST /api/balance answering the JSON given in BARE_BODY, on 127.0.0.1:BARE_PORT. It runs in
 * its own process, as the reference server does, so both face autocannon the same way.
 * Prints `listening` once ready.
 */
import Fastify from 'fastify';

const body = process.env.BARE_BODY ?? '{}';
const app = Fastify({ logger: false });
app.post('/api/balance', async (_req, reply) =>
  reply.header('content-type', 'application/json; charset=utf-8').send(body),
);
await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
console.log('listening');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
