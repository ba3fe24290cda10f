/**
 * Load shedding (@fastify/under-pressure): when the event loop lags past MAX_EVENT_LOOP_DELAY_MS,
 * new requests are answered at once instead of queueing behind the backlog:
 * API calls the contract's way, HTTP 200 `{code: 503, message: "服务器繁忙，请稍后再试"}` (the
 * legacy client reads only 2xx bodies), other paths HTTP 503; both with Retry-After. A route may
 * answer otherwise (`config.pressureHandler`): the health probes do (routes/public/health.ts).
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUSY_MESSAGE } from '../../lib/errors.ts';
import { isApiRequest } from '../../lib/route-path.ts';

const RETRY_AFTER_SECONDS = '5';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route's own answer under pressure (@fastify/under-pressure reads it before the plugin's);
     * one that sends nothing lets the request through (the liveness probe: a busy process is alive).
     */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

export async function setupLoadShedding(app: FastifyInstance): Promise<void> {
  const maxDelay = app.config.load.maxEventLoopDelayMs;
  if (maxDelay <= 0) return;
  // Sampled at least as often as the delay it guards (a second at most).
  const sampleIntervalMs = Math.min(1000, Math.max(10, maxDelay));
  await app.register(underPressure, {
    maxEventLoopDelay: maxDelay,
    sampleInterval: sampleIntervalMs,
    pressureHandler: (request, reply) => {
      reply.header('Retry-After', RETRY_AFTER_SECONDS).header('Cache-Control', 'no-store');
      if (isApiRequest(request)) reply.status(200).send({ code: 503, message: BUSY_MESSAGE });
      else reply.status(503).type('text/plain; charset=utf-8').send(BUSY_MESSAGE);
    },
  });
}
