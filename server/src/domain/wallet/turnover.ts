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

/** For the betting issues: a settled valid bet of `validCents` counts towards the requirement. */
export async function recordTurnover(q: Queryable, userId: number, validCents: bigint): Promise<void> {
  if (validCents <= 0n) return;
  await q.query(
    `UPDATE users SET totalgame = totalgame + $2, turnover_required = GREATEST(turnover_required - $2, 0), updated_at = now()
     WHERE id = $1`,
    [userId, validCents],
  );
}

export interface Turnover {
  /** Still to bet before a withdrawal. */
  required: bigint;
  /** Bet so far, all time. */
  achieved: bigint;
}

export async function turnoverOf(q: Queryable, userId: number, options: { forUpdate?: boolean } = {}): Promise<Turnover> {
  const row = await one<{ turnover_required: unknown; totalgame: unknown }>(
    q,
    `SELECT turnover_required, totalgame FROM users WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return { required: toCents(row?.turnover_required), achieved: toCents(row?.totalgame) };
}
