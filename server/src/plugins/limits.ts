/**
 * Per-IP request limits (in process memory, per app instance) on the calls that create sessions
 * or accounts. The per-name failed-login lockout lives in the database (domain/accounts).
 * Over the limit: HTTP 200 `{code:429, message:"操作过于频繁，请稍后再试"}`, like every business
 * refusal, because legacy clients only read the body of 2xx answers.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { tooMany } from '../lib/errors.ts';

export interface Limiters {
  login: onRequestHookHandler[];
  register: onRequestHookHandler[];
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
    trial: make(limits.trialPerIpPerHour, '1 hour'),
  };
}
