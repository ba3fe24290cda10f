/**
 * Settlement of a drawn round, exactly once, in batches of set-based SQL. Each batch is ONE
 * transaction that
 *   1. moves up to `batchSize` of the round's bets 2 → 1 (the `status = 2` guard means a bet is
 *      judged once, whoever else is settling), writing payout = total × odds (floored to the
 *      cent) for winners, 0 for losers, and win_loss = payout − total;
 *   2. for each player whose last bet of the round it settles, counts the round's net exposure
 *      (stakes − the smallest payout over every result: exposure.ts) as turnover (打码量), once
 *      (round-turnover.ts);
 *   3. pays the batch's winners with one ledger movement house → players, its idempotency key
 *      derived from the batch (round and first bet id), recorded in lottery_settlements;
 *   4. when no unsettled bet is left, moves the round drawn → settled.
 * A crash between batches leaves settled bets paid and the rest untouched; the next run goes on
 * from there.
 */
import type { Db, Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { trialUserIds } from '../ledger/accounts.ts';
import { postPayoutBatchIn } from '../ledger/payout-batch.ts';
import { lotteryHouseId, optionsOf, type Lottery } from './catalog.ts';
import { exposureTable, type ExposureTable } from './exposure.ts';
import { winningKeys, type WinningKeys } from './judge.ts';
import type { DrawExtend } from './rules.ts';
import { countRoundTurnover } from './round-turnover.ts';

export const DEFAULT_SETTLE_BATCH = 5_000;

export interface SettleOptions {
  batchSize?: number;
  now?: Date;
  /** Tests: called after each committed batch (throwing simulates a crash between batches). */
  afterBatch?: (batch: BatchResult) => void | Promise<void>;
}

export interface BatchResult {
  bets: number;
  winners: number;
  payout: bigint;
  txId: number | null;
  /** The round is settled (this was its last batch). */
  done: boolean;
  /** The highest bet id judged so far (the next batch starts after it). */
  lastId: bigint;
}

export interface SettleResult {
  batches: number;
  bets: number;
  winners: number;
  payout: bigint;
  /** False when the round was not in 'drawn' state (already settled, or not drawn yet). */
  settled: boolean;
}

interface SettledBet {
  id: unknown;
  user_id: number;
  option_id: number;
  total: unknown;
  payout: unknown;
}

/** Judges the batch: moves its bets 2 → 1 with their payout, and returns them as settled. */
async function judgeBets(
  q: Queryable,
  roundId: bigint,
  afterId: bigint,
  keys: WinningKeys,
  batchSize: number,
  now: Date,
): Promise<SettledBet[]> {
  return q.query<SettledBet>(
    `WITH picked AS (
       SELECT id FROM lottery_bets WHERE round_id = $1 AND status = 2 AND id > $6 ORDER BY id LIMIT $2 FOR UPDATE
     ), judged AS (
       SELECT b.id,
              CASE WHEN b.option_id = ANY($3::int[]) OR (b.option_id::text || ':' || b.data) = ANY($4::text[])
                   THEN b.total * b.odds / 100 ELSE 0 END AS payout
       FROM lottery_bets b JOIN picked USING (id)
     )
     UPDATE lottery_bets b SET status = 1, payout = j.payout, win_loss = j.payout - b.total, settled_at = $5
     FROM judged j WHERE b.id = j.id AND b.status = 2
     RETURNING b.id, b.user_id, b.option_id, b.total, b.payout`,
    [roundId, batchSize, keys.optionIds, keys.optionNumbers, now, afterId],
  );
}

/** A judged batch summed up: its bet id range, each player's stake and payout, its winners. */
interface Tally {
  firstId: bigint;
  lastId: bigint;
  bettors: Set<number>;
  payouts: Map<number, bigint>;
  winners: number;
  payoutTotal: bigint;
}

/** Sums up a non-empty judged batch (no database: the writes follow from this). */
function tally(bets: readonly SettledBet[]): Tally {
  const bettors = new Set<number>();
  const payouts = new Map<number, bigint>();
  let winners = 0;
  let payoutTotal = 0n;
  let firstId = toCents(bets[0]!.id);
  let lastId = firstId;
  for (const bet of bets) {
    const id = toCents(bet.id);
    if (id < firstId) firstId = id;
    if (id > lastId) lastId = id;
    bettors.add(bet.user_id);
    const payout = toCents(bet.payout);
    if (payout > 0n) {
      winners++;
      payoutTotal += payout;
      payouts.set(bet.user_id, (payouts.get(bet.user_id) ?? 0n) + payout);
    }
  }
  return { firstId, lastId, bettors, payouts, winners, payoutTotal };
}

/**
 * Pays the batch's winners house → main wallets, one movement per kind of player (real, then
 * trial); returns the real-money movement's id when there is one, else the trial one's, else null.
 */
async function payWinners(q: Queryable, roundId: bigint, platformType: string, t: Tally): Promise<number | null> {
  const { payouts, firstId, lastId } = t;
  let txId: number | null = null;
  if (payouts.size === 0) return txId;
  const winnerIds = [...payouts.keys()];
  const accounts = await q.query<{ user_id: number; id: number }>(
    `SELECT user_id, id FROM ledger_accounts WHERE user_id = ANY($1::int[]) AND wallet = 'main'`,
    [winnerIds],
  );
  const accountOf = new Map(accounts.map((a) => [a.user_id, a.id]));
  // Trial winners are paid from the lottery's trial house (where their stakes went), apart.
  const trial = await trialUserIds(q, winnerIds);
  for (const isTrial of [false, true]) {
    const group = winnerIds.filter((userId) => trial.has(userId) === isTrial);
    if (group.length === 0) continue;
    const posted = await postPayoutBatchIn(q, {
      kind: 'lottery.payout',
      memo: `round ${roundId} bets ${firstId}-${lastId}${isTrial ? ' trial' : ''}`,
      fromAccountId: await lotteryHouseId(q, platformType, isTrial),
      credits: group.map((userId) => {
        const accountId = accountOf.get(userId);
        // Every bettor paid the stake from this wallet, so it exists.
        if (accountId === undefined) throw new Error(`winner ${userId} has no main wallet`);
        return { accountId, amount: payouts.get(userId)! };
      }),
      idempotencyKey: `lottery:payout:${roundId}:${firstId}${isTrial ? ':trial' : ''}`,
    });
    // The settlement row names the real-money payout when there is one.
    txId ??= posted.txId;
  }
  return txId;
}

/** Moves the round drawn → settled when no unsettled bet is left; says whether it did. */
async function settleIfDone(q: Queryable, roundId: bigint, lastId: bigint, now: Date): Promise<boolean> {
  // Done when nothing is left after this batch, and (checked once, at the end) nothing before it.
  const ahead = await q.query('SELECT 1 FROM lottery_bets WHERE round_id = $1 AND status = 2 AND id > $2 LIMIT 1', [
    roundId,
    lastId,
  ]);
  const done =
    ahead.length === 0 &&
    (await q.query('SELECT 1 FROM lottery_bets WHERE round_id = $1 AND status = 2 LIMIT 1', [roundId])).length === 0;
  if (done)
    await q.query(`UPDATE lottery_rounds SET status = 'settled', settled_at = $2 WHERE id = $1 AND status = 'drawn'`, [
      roundId,
      now,
    ]);
  return done;
}

/**
 * One batch: the first `batchSize` unsettled bets after `afterId` (keyset: the index entries of
 * bets settled by earlier batches are never walked again, so a round settles in linear time).
 * The round row is locked first, so two settlers of one round take turns batch by batch.
 */
async function settleBatch(
  q: Queryable,
  roundId: bigint,
  afterId: bigint,
  keys: WinningKeys,
  platformType: string,
  batchSize: number,
  now: Date,
  table: ExposureTable,
): Promise<BatchResult | null> {
  const round = await q.query<{ status: string }>('SELECT status FROM lottery_rounds WHERE id = $1 FOR UPDATE', [
    roundId,
  ]);
  if (round[0]?.status !== 'drawn') return null;

  const bets = await judgeBets(q, roundId, afterId, keys, batchSize, now);
  let payoutTotal = 0n;
  let winners = 0;
  let txId: number | null = null;
  let lastId = afterId;
  if (bets.length > 0) {
    const t = tally(bets);
    ({ payoutTotal, winners, lastId } = t);
    await countRoundTurnover(q, roundId, [...t.bettors], lastId, table, now);
    txId = await payWinners(q, roundId, platformType, t);
    await q.query(
      `INSERT INTO lottery_settlements (round_id, first_bet_id, last_bet_id, bets, winners, payout, tx_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [roundId, t.firstId, lastId, bets.length, winners, payoutTotal, txId],
    );
  }
  const done = await settleIfDone(q, roundId, lastId, now);
  return { bets: bets.length, winners, payout: payoutTotal, txId, done, lastId };
}

/** Settles every unsettled bet of a drawn round (resumes where a crashed run stopped). */
export async function settleRound(
  db: Db,
  lottery: Lottery,
  roundId: bigint,
  extend: DrawExtend,
  options: SettleOptions = {},
): Promise<SettleResult> {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_SETTLE_BATCH);
  const playOptions = await optionsOf(db, lottery.id);
  const keys = winningKeys(playOptions, extend);
  const table = exposureTable(lottery.type, playOptions);
  const result: SettleResult = { batches: 0, bets: 0, winners: 0, payout: 0n, settled: false };
  let afterId = 0n;
  for (;;) {
    const from = afterId;
    const batch = await db.tx((q) =>
      settleBatch(q, roundId, from, keys, lottery.platformType, batchSize, options.now ?? new Date(), table),
    );
    if (!batch) return result;
    afterId = batch.lastId;
    result.batches++;
    result.bets += batch.bets;
    result.winners += batch.winners;
    result.payout += batch.payout;
    await options.afterBatch?.(batch);
    if (batch.done) {
      result.settled = true;
      return result;
    }
  }
}
