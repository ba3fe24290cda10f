/**
 * Guards. Members: `Authorization: Bearer <api_token>`; a missing, empty ("Bearer "), unknown or
 * revoked token answers HTTP 200 `{code:401, message:"认证失败"}` (docs/API.md#auth).
 * Operators: `Authorization: Bearer <OPS_TOKEN or a named operator's token>` on /admin, answered
 * with real HTTP 401; what each role may call is routes/admin/autohooks.ts's (http/admin-roles.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokenFromHeader, userForToken } from '../domain/accounts/sessions.ts';
import { USER_ACTIVE } from '../domain/accounts/users.ts';
import { memberSession } from '../domain/cache/member-reads.ts';
import { disabled } from '../domain/accounts/auth.ts';
import { BizError, unauthenticated } from '../lib/errors.ts';
import { operatorForToken, ROOT_OPERATOR } from '../domain/ops/operators.ts';
import type { Member } from '../plugins/app/context.ts';
import { ROLE_MESSAGES } from '../../../contract/ops/roles.ts';

export async function requireMember(request: FastifyRequest): Promise<void> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw unauthenticated();
  const user = await userForToken(request.server.db, token, request.server.config.sessions);
  if (!user) throw unauthenticated();
  if (user.status !== USER_ACTIVE) throw disabled();
  request.member = { user, token };
}

/**
 * The same guard for calls that need only who the member is (the balance poll): the session comes
 * from the member cache (domain/cache/), with the same answers for unknown, revoked, expired and
 * disabled. Sets `request.memberId`.
 */
export async function requireMemberId(request: FastifyRequest): Promise<void> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw unauthenticated();
  const { db, memberCache, config } = request.server;
  const session = await memberSession(db, memberCache, token, config.sessions);
  if (!session) throw unauthenticated();
  if (!session.active) throw disabled();
  request.memberId = session.userId;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Constant-time: comparing fixed-length digests leaks neither content nor length. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** A refusal of the operator guard: real HTTP 401. */
const operatorUnauthorised = (message: string) => new BizError(401, message, { status: 401 });

/**
 * The root OPS_TOKEN acts as "ops", an admin, until OPS_TOKEN_EXPIRES (when given); a named
 * operator's token as that operator, with their role, until it expires (domain/ops/operators.ts).
 * An expired token is told so (401), never taken for a stranger's.
 */
export async function requireOperator(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = tokenFromHeader(request.headers.authorization);
  const { opsToken: root, config } = request.server;
  if (token && root && sameSecret(token, root)) {
    if (config.opsTokenExpires && config.opsTokenExpires.getTime() <= Date.now())
      throw operatorUnauthorised(ROLE_MESSAGES.rootTokenExpired);
    request.operator = ROOT_OPERATOR;
    request.operatorRole = 'admin';
    return;
  }
  const named = token ? await operatorForToken(request.server.db, token) : null;
  if (!named) throw operatorUnauthorised('operator token required');
  if (named.expired) throw operatorUnauthorised(ROLE_MESSAGES.tokenExpired);
  request.operator = named.name;
  request.operatorRole = named.role;
}

/** The operator behind an /admin request (set by requireOperator). */
export function operatorOf(request: FastifyRequest): string {
  if (!request.operator) throw new Error('route is missing the requireOperator hook');
  return request.operator;
}

/** The member id set by `requireMemberId`. */
export function memberIdOf(request: { memberId: number | null }): number {
  if (request.memberId === null) throw new Error('route is missing the requireMemberId pre-handler');
  return request.memberId;
}

/** Who calls, behind either member guard (`requireMember` or the cached `requireMemberId`). */
export function callerIdOf(request: { member: Member | null; memberId: number | null }): number {
  if (request.member) return request.member.user.id;
  return memberIdOf(request);
}

/** The member set by `requireMember`; routes behind it can rely on it. */
export function memberOf(request: { member: Member | null }): Member {
  if (!request.member) throw new Error('route is missing the requireMember pre-handler');
  return request.member;
}
