/**
 * Every route in routes/member/ is a member call, and this file is where that is declared: once
 * for the folder, never again by a route (their schemas are plain `playerCall`s, http/schema.ts).
 * Each route gets the member guard first in preValidation (a visitor gets 401 before any field's
 * message; the legacy dialect's request quirks, added by an earlier onRoute hook, stay right after
 * it) and the document's Bearer `security`. A route that needs only who the member is (the
 * balance poll) says `config: { session: 'cached' }` and gets the cached guard (requireMemberId).
 */
import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import { requireMember, requireMemberId } from '../../http/auth.ts';
import { MEMBER_SECURITY } from '../../http/schema.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** routes/member/: 'cached' guards the call with requireMemberId (the member cache's session). */
    session?: 'cached';
  }
}

function hooks<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export default async function memberCalls(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route: RouteOptions) => {
    const guard = (route.config?.session === 'cached' ? requireMemberId : requireMember) as preValidationHookHandler;
    route.schema = { ...route.schema, security: MEMBER_SECURITY };
    const preValidation = hooks(route.preValidation);
    if (!preValidation.includes(guard)) route.preValidation = [guard, ...preValidation];
  });
}
