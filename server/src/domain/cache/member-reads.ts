/**
 * The reads the member cache (member-cache.ts) answers: a token's session, a member's
 * main-wallet balance and whether they are under no restriction. A hit costs no database round trip; a miss reads the database as
 * before and stores the answer unless a change was announced meanwhile.
 */
import type { SessionPolicy } from '../../config.ts';
import { one, type Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { hashToken, sessionForToken, TOUCH_EVERY_SECONDS } from '../accounts/sessions.ts';
import { USER_ACTIVE } from '../accounts/users.ts';
import { playerAccountCode } from '../ledger/accounts.ts';
import { protectionFacts, type ProtectionFacts, OPEN } from '../protection/exclusion.ts';
import type { CachedSession, MemberCache } from './member-cache.ts';

const DAY_MS = 86_400_000;

/**
 * The session behind `token`, or null when unknown, revoked or expired. Served from memory while
 * its last use was recorded less than TOUCH_EVERY_SECONDS ago (so the idle stamp is written as
 * often as without the cache); the absolute lifetime is checked on every call against the
 * cache's clock.
 */
export async function memberSession(
  q: Queryable,
  cache: MemberCache,
  token: string,
  policy: SessionPolicy,
): Promise<CachedSession | null> {
  if (token.length > 128) return null;
  const hash = hashToken(token);
  const now = cache.now();
  const hit = cache.session(hash);
  if (hit) {
    if (hit.createdAt <= now - policy.maxDays * DAY_MS) {
      cache.dropSession(hash);
      return null;
    }
    // Idle or due for a touch: the database decides (another process may have used it since).
    if (now - hit.lastUsedAt < TOUCH_EVERY_SECONDS * 1000 && hit.lastUsedAt > now - policy.idleDays * DAY_MS)
      return hit;
    cache.dropSession(hash);
  }
  const since = cache.stamp();
  const facts = await sessionForToken(q, hash, policy);
  if (!facts) return null;
  const session: CachedSession = {
    userId: facts.userId,
    active: facts.status === USER_ACTIVE,
    createdAt: facts.createdAt.getTime(),
    lastUsedAt: facts.lastUsedAt.getTime(),
  };
  cache.storeSession(hash, session, since);
  return session;
}

/** The member's main-wallet balance in cents (0 before the wallet exists). */
export async function memberMainBalance(q: Queryable, cache: MemberCache, userId: number): Promise<bigint> {
  const hit = cache.balance(userId);
  if (hit !== null) return hit;
  const since = cache.stamp();
  const row = await one<{ id: number; balance: unknown }>(
    q,
    'SELECT id, balance FROM ledger_accounts WHERE code = $1',
    [playerAccountCode(userId)],
  );
  if (!row) return 0n;
  const cents = toCents(row.balance);
  cache.storeBalance(userId, row.id, cents, since);
  return cents;
}

/** The member's restriction now: OPEN from memory while they were read open and nothing changed. */
export async function memberProtection(q: Queryable, cache: MemberCache, userId: number): Promise<ProtectionFacts> {
  if (cache.isOpen(userId)) return OPEN;
  const since = cache.stamp();
  const facts = await protectionFacts(q, userId);
  if (facts.state === 'open') cache.storeOpen(userId, since);
  return facts;
}
