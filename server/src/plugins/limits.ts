/**
 * Per-IP request limits (in process memory, per app instance) on the calls that create sessions
 * or accounts, and a per-name limit on registration (many addresses trying one name). The
 * per-name failed-login lockout lives in the database (domain/accounts).
 * Over the limit: HTTP 200 `{code:429, message:"操作过于频繁，请稍后再试"}`, like every business
 * refusal, because legacy clients only read the body of 2xx answers.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { tooMany } from '../lib/errors.ts';
import { FixedWindowCounter } from '../lib/fixed-window.ts';

export interface Limiters {
  login: onRequestHookHandler[];
  register: onRequestHookHandler[];
  /** preHandler hooks: the name is in the body, which onRequest has not parsed yet. */
  registerPerName: preHandlerHookHandler[];
  trial: onRequestHookHandler[];
}

export async function setupLimits(app: FastifyInstance): Promise<Limiters> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooMany(),
  });
  const limits = app.config.limits;
  // max 0 switches a limiter off (load tests from one address).
  const make = (max: number, timeWindow: string): onRequestHookHandler[] =>
    max > 0 ? [app.rateLimit({ max, timeWindow })] : [];
  return {
    // One limiter object shared by login_pc and login, so the alias is no way around it.
    login: make(limits.loginPerIpPerMinute, '1 minute'),
    register: make(limits.registerPerIpPerMinute, '1 minute'),
    // @fastify/rate-limit runs one limiter per request (the per-IP one above), so the per-name
    // count is a counter of its own. Names compare lower-cased, as logins do.
    registerPerName:
      limits.registerPerIpPerMinute > 0
        ? [perNameLimit(new FixedWindowCounter<string>(limits.registerPerIpPerMinute, 60_000))]
        : [],
    trial: make(limits.trialPerIpPerHour, '1 hour'),
  };
}

function perNameLimit(counter: FixedWindowCounter<string>): preHandlerHookHandler {
  return async (request) => {
    const name = registerName(request);
    if (name && !counter.take(name)) throw tooMany();
  };
}

function registerName(request: FastifyRequest): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return typeof body.name === 'string' ? body.name.trim().toLowerCase().slice(0, 32) : '';
}
