/**
 * Per-address request limits on the calls that create sessions or accounts, and a per-name limit
 * on registration (many addresses trying one name). Counted in the database (guess_counters, one
 * statement that counts and checks: domain/accounts/guess-limits.ts), so the limits hold over every
 * process behind a load balancer, not per process. The address is the client's as Fastify sees it
 * (TRUST_PROXY: only listed proxies may say otherwise), keyed by addressKey(): an IPv6 client counts
 * as its /64.
 * Over the limit: HTTP 200 `{code:429, message:"操作过于频繁，请稍后再试"}`, like every business
 * refusal, because legacy clients only read the body of 2xx answers.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import { takeAttempt } from '../../domain/accounts/guess-limits.ts';
import { addressKey } from '../../lib/address-key.ts';
import { tooMany } from '../../lib/errors.ts';

export interface Limiters {
  login: onRequestHookHandler[];
  register: onRequestHookHandler[];
  /** preHandler hooks: the name is in the body, which onRequest has not parsed yet. */
  registerPerName: preValidationHookHandler[];
  trial: onRequestHookHandler[];
}

export async function setupLimits(app: FastifyInstance): Promise<Limiters> {
  const limits = app.config.limits;
  // max 0 switches a limiter off (load tests from one address).
  const perAddress = (kind: string, max: number, windowSeconds: number): onRequestHookHandler[] =>
    max > 0
      ? [
          async (request) => {
            if (!(await takeAttempt(app.db, `rate:${kind}:${addressKey(request.ip)}`, { max, windowSeconds })))
              throw tooMany();
          },
        ]
      : [];
  return {
    // One key shared by login_pc and login, so the alias is no way around it.
    login: perAddress('login', limits.loginPerIpPerMinute, 60),
    register: perAddress('register', limits.registerPerIpPerMinute, 60),
    // Names compare lower-cased, as logins do.
    registerPerName:
      limits.registerPerIpPerMinute > 0
        ? [
            async (request) => {
              const name = registerName(request);
              const rule = { max: limits.registerPerIpPerMinute, windowSeconds: 60 };
              if (name && !(await takeAttempt(app.db, `rate:register-name:${name}`, rule))) throw tooMany();
            },
          ]
        : [],
    trial: perAddress('trial', limits.trialPerIpPerHour, 3600),
  };
}

function registerName(request: FastifyRequest): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return typeof body.name === 'string' ? body.name.trim().toLowerCase().slice(0, 32) : '';
}
