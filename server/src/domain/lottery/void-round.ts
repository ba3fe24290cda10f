/**
 * Voiding a round (an operator's decision: a broken draw, a wrong schedule), in ONE transaction:
 * the round row is locked; a settled or partly settled round is refused; every unsettled bet
 * becomes invalid (status 0, never judged); each player's stakes go back from the lottery's house
 * account with one ledger movement whose idempotency key is the round's, so the refund happens
 * exactly once; the round becomes 'void' (the scheduler neither draws nor settles it, and no bet
 * is taken on it) with the operator's reason. A drawn round (its result public) may be voided only
 * once its settlement has failed (settle_failed_at, written by the scheduler): otherwise a void
 * would let the house take back a round it lost. Voiding a void round again answers the first result.
 */
import type { Db, Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { ensurePlayerAccount, trialUserIds } from '../ledger/accounts.ts';
import { MAX_PAYOUT_CREDITS, postPayoutBatchIn } from '../ledger/payout-batch.ts';
import { findLottery, lotteryHouseId } from './catalog.ts';

export class VoidRefused extends Error {}

export interface VoidResult {
  roundId: bigint;
  bets: number;
  players: number;
  refunded: bigint;
  /** The round was already void: nothing moved now. */
  replayed: boolean;
}

async function refund(
  q: Queryable,
  roundId: bigint,
  platformType: string,
  actor: string,
): Promise<Omit<VoidResult, 'roundId' | 'replayed'>> {
  const bets = await q.query<{ user_id: number; total: unknown }>(
    `UPDATE lottery_bets SET status = 0, settled_at = now() WHERE round_id = $1 AND status = 2 RETURNING user_id, total`,
    [roundId],
  );
  const perUser = new Map<number, bigint>();
  for (const bet of bets) perUser.set(bet.user_id, (perUser.get(bet.user_id) ?? 0n) + toCents(bet.total));
  const users = [...perUser.keys()].sort((a, b) => a - b);
  const trial = await trialUserIds(q, users);
  let refunded = 0n;
  // Trial stakes went to the lottery's trial house: they come back from there, apart.
  for (const isTrial of [false, true]) {
    const group = users.filter((userId) => trial.has(userId) === isTrial);
    if (group.length === 0) continue;
    const houseId = await lotteryHouseId(q, platformType, isTrial);
    for (let start = 0, part = 0; start < group.length; start += MAX_PAYOUT_CREDITS, part++) {
      const credits = [];
      for (const userId of group.slice(start, start + MAX_PAYOUT_CREDITS))
        credits.push({ accountId: await ensurePlayerAccount(q, userId), amount: perUser.get(userId)! });
      const posted = await postPayoutBatchIn(q, {
        kind: 'lottery.void_refund',
        memo: `round ${roundId} voided${isTrial ? ' trial' : ''}`,
        actor,
        fromAccountId: houseId,
        credits,
        idempotencyKey: `lottery:void:${roundId}:${isTrial ? 'trial:' : ''}${part}`,
      });
      refunded += posted.total;
    }
  }
  return { bets: bets.length, players: users.length, refunded };
}

/** `alsoInTx` runs last inside the void's transaction (the operator audit row commits with it). */
export async function voidRound(
  db: Db,
  lotteryId: number,
  expect: bigint,
  actor: string,
  reason: string,
  alsoInTx?: (q: Queryable) => Promise<void>,
): Promise<VoidResult> {
  const lottery = await findLottery(db, lotteryId);
  if (!lottery) throw new VoidRefused(`彩种 ${lotteryId} 不存在`);
  const voidIn = async (q: Queryable): Promise<VoidResult> => {
    const [round] = await q.query<{ id: unknown; status: string; settle_failed_at: Date | null }>(
      'SELECT id, status, settle_failed_at FROM lottery_rounds WHERE lottery_id = $1 AND expect = $2 FOR UPDATE',
      [lotteryId, expect],
    );
    if (!round) throw new VoidRefused(`彩种 ${lotteryId} 没有第 ${expect} 期`);
    const roundId = toCents(round.id);
    if (round.status === 'void') return { roundId, bets: 0, players: 0, refunded: 0n, replayed: true };
    if (round.status === 'settled') throw new VoidRefused(`第 ${expect} 期已结算，不能作废`);
    if (round.status === 'drawn' && !round.settle_failed_at)
      throw new VoidRefused(`第 ${expect} 期已开奖，只有结算失败的期数才能作废`);
    const [settled] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM lottery_bets WHERE round_id = $1 AND status = 1',
      [roundId],
    );
    if ((settled?.n ?? 0) > 0) throw new VoidRefused(`第 ${expect} 期已部分结算，不能作废`);
    const done = await refund(q, roundId, lottery.platformType, actor);
    await q.query(
      `UPDATE lottery_rounds SET status = 'void', voided_by = $2, voided_at = now(), void_reason = $3 WHERE id = $1`,
      [roundId, actor, reason.trim()],
    );
    return { roundId, ...done, replayed: false };
  };
  return db.tx(async (q) => {
    const result = await voidIn(q);
    await alsoInTx?.(q);
    return result;
  });
}
