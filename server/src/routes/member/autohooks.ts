/**
 * Every route in routes/member/ is a member call, and this file is where that is declared: once
 * for the folder, never again by a route (their schemas are plain `playerCall`s, http/schema.ts).
 * Each route gets the member guard first in preValidation (a visitor gets 401 before any field's
 * message; the legacy dialect's request quirks, added by an earlier onRoute hook, stay right after
 * it) and the document's Bearer `security`. A route that needs only who the member is (the
 * balance poll) says `config: { session: 'cached' }` and gets the cached guard (requireMemberId).
 * While PROTECTION_EXCLUSION is on, every route but the few a restricted member may still call
 * gets the restriction check right after the guard (domain/protection/exclusion-scope.ts; an open
 * member's comes from the member cache).
 */
import type { FastifyInstance, FastifyRequest, preValidationHookHandler, RouteOptions } from 'fastify';
import { requireMember, requireMemberId } from '../../http/auth.ts';
import { MEMBER_SECURITY } from '../../http/schema.ts';
import { ALLOWED_WHILE_RESTRICTED, refuseWhileRestricted } from '../../domain/protection/exclusion-scope.ts';

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

/** Right after the member guard: a restricted member's call is refused before its input is read. */
async function protectionGuard(request: FastifyRequest): Promise<void> {
  const userId = request.member?.user.id ?? request.memberId;
  if (userId === null || userId === undefined) throw new Error('route is missing the member guard');
  await refuseWhileRestricted(request.server.db, request.server.memberCache, userId);
}
const restricted = protectionGuard as preValidationHookHandler;

export default async function memberCalls(app: FastifyInstance): Promise<void> {
  const protection = app.config.protection.exclusion;
  app.addHook('onRoute', (route: RouteOptions) => {
    const guard = (route.config?.session === 'cached' ? requireMemberId : requireMember) as preValidationHookHandler;
    route.schema = { ...route.schema, security: MEMBER_SECURITY };
    const preValidation = hooks(route.preValidation);
    if (preValidation.includes(guard)) return;
    const check = protection && !ALLOWED_WHILE_RESTRICTED.has(route.url) ? [restricted] : [];
    route.preValidation = [guard, ...check, ...preValidation];
  });
}
