/**
 * Probes for load balancers and orchestrators (docs/OPERATIONS.md#health), outside the API:
 * plain JSON (no envelope), never cached, open during maintenance and in the legacy dialect (both
 * close /api/ only), not in the API document, and no request log line while the answer is good.
 * GET /healthz: liveness, the process answers (also under load: a busy process is not a dead one).
 * GET /readyz: readiness, the database answers and this build's migrations are applied; 503 when
 * not, or while the process sheds load (take it out of rotation, do not restart it). While the app
 * closes (SIGTERM) Fastify answers 503 itself to requests on connections still open.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import { readiness } from '../../domain/site/readiness.ts';

const send = (reply: FastifyReply, status: number, body: Record<string, string>) =>
  reply.status(status).header('Cache-Control', 'no-store').send(body);

const notReady = (reply: FastifyReply, reason: string) => send(reply, 503, { status: 'not ready', reason });

/** A probe: no document entry, only warnings logged (a balancer asks every few seconds). */
const probe = (underPressure: FastifyContextConfig['pressureHandler']): RouteShorthandOptions => ({
  schema: { hide: true },
  logLevel: 'warn',
  config: { pressureHandler: underPressure },
});

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/healthz',
    probe(() => undefined),
    async (_request, reply) => send(reply, 200, { status: 'ok' }),
  );

  app.get(
    '/readyz',
    probe((_request, reply) => void notReady(reply.header('Retry-After', '5'), 'busy')),
    async (request, reply) => {
      const state = await readiness(app.db);
      if (state.ready) return send(reply, 200, { status: 'ready' });
      request.log.warn({ reason: state.reason, detail: state.detail }, 'not ready');
      return notReady(reply, state.reason);
    },
  );
}
