/**
 * What a restricted member (time-out, self-exclusion, or an account closed after one) may still
 * call: their balance and profile, the withdrawal of their money and what its screen needs, logout,
 * and the protection calls themselves. The member scope (routes/member/autohooks.ts) checks
 * `refuseWhileRestricted` on every other member route, so no route has to remember it.
 */
import type { Queryable } from '../../db/types.ts';
import type { MemberCache } from '../cache/member-cache.ts';
import { memberProtection } from '../cache/member-reads.ts';
import { restrictionMessage } from './exclusion.ts';
import { protectionRefusal } from './exclusion-choice.ts';

/** Member routes (as declared) a restricted member may still call. */
export const ALLOWED_WHILE_RESTRICTED: ReadonlySet<string> = new Set([
  '/api/user',
  '/api/refreshusermoney',
  '/api/balance',
  '/api/balancelist',
  // Money left in a venue comes back to the central wallet (never the other way), to be withdrawn.
  '/api/transall',
  '/api/withdraw',
  '/api/getBetAmount',
  '/api/getcard',
  '/api/logoff',
  '/api/protectionStatus',
  '/api/protectionExclusionRequest',
  '/api/protectionExclusionConfirm',
  '/api/protectionReopen',
]);

/**
 * Refuses a call of a restricted member with the restriction's message and end date. An open
 * member comes from the member cache (no round trip); money movements read it again under
 * their lock (limits-guard.ts).
 */
export async function refuseWhileRestricted(q: Queryable, cache: MemberCache, userId: number): Promise<void> {
  const message = restrictionMessage(await memberProtection(q, cache, userId));
  if (message) throw protectionRefusal(message);
}

/**
 * Whether the member is restricted now (the chat socket's admission): an open member from the
 * member cache, as the member scope reads it, so a reconnecting socket costs no round trip.
 */
export async function isRestricted(q: Queryable, cache: MemberCache, userId: number): Promise<boolean> {
  return (await memberProtection(q, cache, userId)).state !== 'open';
}
