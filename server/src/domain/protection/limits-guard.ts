/**
 * The player-protection check on a money movement, inside the movement's own transaction: the
 * member's users row is locked first (FOR NO KEY UPDATE, as the deposit cap and the game launch
 * lock it), so parallel deposits or bets of one member are counted one after another and their
 * sum cannot pass a limit together. The same lock orders the movement after a time-out or
 * self-exclusion confirmed meanwhile (it locks the row FOR UPDATE): the request passed the member
 * scope's check before it started, and the restriction is read again here, where it counts.
 * A transfer without Idempotency-Key runs these same checks inside the database (migration 090,
 * wallet/transfer-once.ts): a change to the rules here changes that function too.
 */
import type { Queryable } from '../../db/types.ts';
import { refuse } from '../../lib/errors.ts';
import { formatCents } from '../../lib/money.ts';
import { formatBeijing } from '../../lib/time.ts';
import {
  LIMIT_KINDS,
  LIMIT_PERIOD_NAMES,
  LIMIT_PERIODS,
  limitExceededMessage,
  limitName,
  limitReachedMessage,
  type LimitKind,
} from '../../../../contract/protection/limits.ts';
import { factsOf, restrictionMessage, RESTRICTION_ROW, type ProtectionFacts, type StateRow } from './exclusion.ts';
import { protectionRefusal } from './exclusion-choice.ts';
import type { ProtectionSwitches } from './switches.ts';
import { freedAt, usedBy, windowUsage, type WindowUsage } from './limits-usage.ts';

/** What moves: a deposit request, or a stake (a lottery bet, a transfer into a venue). */
export type GuardedMovement = 'deposit' | 'stake';

/** A stake can pass a stake limit and, lost whole, a net-loss limit. */
const KINDS_OF: Record<GuardedMovement, LimitKind[]> = { deposit: ['deposit'], stake: ['loss', 'stake'] };

interface ActiveLimit {
  kind: LimitKind;
  hours: number;
  amount: bigint;
}

async function activeLimits(q: Queryable, userId: number, kinds: LimitKind[]): Promise<ActiveLimit[]> {
  const rows = await q.query<{ kind: LimitKind; period_hours: number; amount: string }>(
    'SELECT kind, period_hours, amount::text FROM protection_limits WHERE user_id = $1 AND kind = ANY($2::text[])',
    [userId, kinds],
  );
  return sortLimits(rows.map((r) => ({ kind: r.kind, hours: r.period_hours, amount: BigInt(r.amount) })));
}

/** Kind order, then period: the first limit passed is the one that answers. */
function sortLimits(limits: ActiveLimit[]): ActiveLimit[] {
  const order = (l: ActiveLimit) => LIMIT_KINDS.indexOf(l.kind) * 10_000 + l.hours;
  return limits.sort((a, b) => order(a) - order(b));
}

interface StateUnderLockRow extends Partial<StateRow> {
  limit_kind: LimitKind | null;
  period_hours: number | null;
  amount: string | null;
}

/**
 * The member's restriction and limits in one statement, read after the row lock (so a time-out
 * confirmed, or a limit set or lowered, while this movement waited counts).
 */
async function stateUnderLock(
  q: Queryable,
  userId: number,
  kinds: LimitKind[],
): Promise<{ facts: ProtectionFacts; limits: ActiveLimit[] }> {
  const rows = await q.query<StateUnderLockRow>(
    `SELECT x.kind, x.ends_at, x.active, x.reopen_at, l.kind AS limit_kind, l.period_hours, l.amount::text
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (${RESTRICTION_ROW}) AS x ON true
       LEFT JOIN protection_limits l ON l.user_id = $1 AND l.kind = ANY($2::text[])`,
    [userId, kinds],
  );
  const first = rows[0];
  const facts = factsOf(first?.kind ? (first as StateRow) : undefined);
  const limits = rows
    .filter((r) => r.limit_kind !== null)
    .map((r) => ({ kind: r.limit_kind!, hours: r.period_hours!, amount: BigInt(r.amount!) }));
  return { facts, limits: sortLimits(limits) };
}

const periodOf = (hours: number) => LIMIT_PERIOD_NAMES.find((name) => LIMIT_PERIODS[name] === hours)!;

/** The refusal for `limit`: which limit, and from when its window frees enough (null: never, the amount alone passes it). */
export function limitRefusal(limit: ActiveLimit, until: Date | null) {
  const name = limitName(limit.kind, periodOf(limit.hours), formatCents(limit.amount));
  return refuse(500, until ? limitReachedMessage(name, formatBeijing(until)) : limitExceededMessage(name));
}

/** The refusal for `limit`: how far `amount` would pass it and when the window frees enough. */
async function refusal(q: Queryable, userId: number, limit: ActiveLimit, used: bigint, amount: bigint) {
  const until =
    amount > limit.amount ? null : await freedAt(q, userId, limit.kind, limit.hours, used + amount - limit.amount);
  return limitRefusal(limit, until);
}

/** Which checks run: PROTECTION_LIMITS and PROTECTION_EXCLUSION off skip theirs. */
export type GuardSwitches = Pick<ProtectionSwitches, 'limits' | 'exclusion'>;

const ALL_ON: GuardSwitches = { limits: true, exclusion: true };

/**
 * Refuses a movement of a restricted member (403, the restriction's message), or (500, which limit
 * and from when it frees up) one of `amount` cents that would take a window past one of the
 * member's limits; the first such limit in kind and period order answers.
 */
export async function guardMovement(
  q: Queryable,
  userId: number,
  movement: GuardedMovement,
  amount: bigint,
  switches: GuardSwitches = ALL_ON,
): Promise<void> {
  const kinds = KINDS_OF[movement];
  // With the restriction check on, the row is locked in any case: no need to look for limits first.
  if (!switches.exclusion && (!switches.limits || (await activeLimits(q, userId, kinds)).length === 0)) return;
  await q.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  const state = await stateUnderLock(q, userId, kinds);
  if (switches.exclusion) {
    const message = restrictionMessage(state.facts);
    if (message) throw protectionRefusal(message);
  }
  if (!switches.limits) return;
  const limits = state.limits;
  const usage = new Map<number, WindowUsage>();
  for (const limit of limits) {
    if (!usage.has(limit.hours)) usage.set(limit.hours, await windowUsage(q, userId, limit.hours));
    const used = usedBy(limit.kind, usage.get(limit.hours)!);
    if (used + amount > limit.amount) throw await refusal(q, userId, limit, used, amount);
  }
}
