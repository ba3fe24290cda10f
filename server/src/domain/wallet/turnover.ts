/**
 * Turnover (打码量). An approved deposit adds amount × withdraw_turnover_multiple to what the
 * player must still bet before withdrawing (users.turnover_required); every valid bet takes its
 * amount off (never below zero) and adds to the cumulative turnover (users.totalgame).
 * /api/getBetAmount shows what is still required; /api/withdraw refuses while it is above zero.
 */
import type { Queryable } from '../../db/types.ts';
import { multiplyFloor, type Decimal } from '../../lib/decimal.ts';
import { one } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';

/** Called by deposit approval, inside its transaction (the users row is locked by the UPDATE). */
export async function addDepositToUser(q: Queryable, userId: number, amount: bigint, multiple: Decimal): Promise<void> {
  await q.query(
    `UPDATE users SET paysum = paysum + $2, turnover_required = turnover_required + $3, updated_at = now() WHERE id = $1`,
    [userId, amount, multiplyFloor(amount, multiple)],
  );
}

/** Money credited without a deposit (rewards, activity bonuses, invite gifts, the demo balance) must be bet through like a deposit. */
export async function addTurnoverRequirement(q: Queryable, userId: number, cents: bigint): Promise<void> {
  await q.query(`UPDATE users SET turnover_required = turnover_required + $2, updated_at = now() WHERE id = $1`, [
    userId,
    cents,
  ]);
}

/**
 * Settled valid bets count towards the requirement: each member's amount (cents) is added to
 * totalgame and taken off turnover_required (never below zero), in one statement. Rows are
 * updated in ascending user id order, the order withdrawals lock them in (no deadlock between
 * them). Non-positive amounts are skipped.
 */
export async function recordTurnover(q: Queryable, validCents: ReadonlyMap<number, bigint>): Promise<void> {
  const userIds = [...validCents.keys()].filter((id) => validCents.get(id)! > 0n).sort((a, b) => a - b);
  if (userIds.length === 0) return;
  await q.query(
    `UPDATE users u SET totalgame = u.totalgame + d.amount, turnover_required = GREATEST(u.turnover_required - d.amount, 0)
     FROM unnest($1::int[], $2::bigint[]) AS d(id, amount) WHERE u.id = d.id`,
    [userIds, userIds.map((id) => validCents.get(id)!.toString())],
  );
}

export interface Turnover {
  /** Still to bet before a withdrawal. */
  required: bigint;
  /** Bet so far, all time. */
  achieved: bigint;
}

export async function turnoverOf(
  q: Queryable,
  userId: number,
  options: { forUpdate?: boolean } = {},
): Promise<Turnover> {
  const row = await one<{ turnover_required: unknown; totalgame: unknown }>(
    q,
    `SELECT turnover_required, totalgame FROM users WHERE id = $1${options.forUpdate ? ' FOR NO KEY UPDATE' : ''}`,
    [userId],
  );
  return { required: toCents(row?.turnover_required), achieved: toCents(row?.totalgame) };
}
