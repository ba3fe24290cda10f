/**
 * Rounds: created back to back per lottery, each committed (seed hash stored, the seed itself
 * sealed: sealed-seed.ts) before it opens.
 * The scheduler keeps two future rounds: the current one (opens_at ≤ now < draw_at) and the next
 * one, which opens when the current one draws. After a long stop no rounds are made up for the
 * gap: the next round opens at the restart and expect numbers simply continue by one.
 */
import { one, type Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import type { Lottery } from './catalog.ts';
import { commitmentOf } from './fair-draw.ts';
import { deriveSeed, newSeedNonce } from './sealed-seed.ts';
import type { DrawExtend } from './rules.ts';

export type RoundStatus = 'open' | 'drawn' | 'settled';

export interface Round {
  id: bigint;
  lotteryId: number;
  expect: bigint;
  opensAt: Date;
  closeAt: Date;
  drawAt: Date;
  /** Null while a sealed round is open (sealed-seed.ts); revealed and stored when drawn. */
  seed: string | null;
  /** The sealed seed's nonce (null for rounds made before sealing). */
  seedNonce: string | null;
  hash: string;
  status: RoundStatus;
  result: string | null;
  extend: DrawExtend | null;
  closeAnnounced: boolean;
  drawnAt: Date | null;
}

interface RoundRow {
  id: unknown;
  lottery_id: number;
  expect: unknown;
  opens_at: Date;
  close_at: Date;
  draw_at: Date;
  seed: string | null;
  seed_nonce: string | null;
  hash: string;
  status: RoundStatus;
  result: string | null;
  extend: DrawExtend | null;
  close_announced: boolean;
  drawn_at: Date | null;
}

export const ROUND_COLUMNS =
  'id, lottery_id, expect, opens_at, close_at, draw_at, seed, seed_nonce, hash, status, result, extend, close_announced, drawn_at';

export function toRound(row: RoundRow): Round {
  return {
    id: toCents(row.id),
    lotteryId: row.lottery_id,
    expect: toCents(row.expect),
    opensAt: row.opens_at,
    closeAt: row.close_at,
    drawAt: row.draw_at,
    seed: row.seed,
    seedNonce: row.seed_nonce,
    hash: row.hash,
    status: row.status,
    result: row.result,
    extend: row.extend,
    closeAnnounced: row.close_announced,
    drawnAt: row.drawn_at,
  };
}

export interface Timing {
  periodS: number;
  ftimeS: number;
}

/** ROUND_SECONDS (when set) overrides every lottery's period; ftime never exceeds a third of it. */
export function timingOf(lottery: Pick<Lottery, 'periodS' | 'ftimeS'>, roundSeconds: number | null): Timing {
  const periodS = roundSeconds ?? lottery.periodS;
  return { periodS, ftimeS: Math.min(lottery.ftimeS, Math.floor(periodS / 3)) };
}

async function insertRound(
  q: Queryable,
  lotteryId: number,
  expect: bigint,
  opensAt: Date,
  timing: Timing,
  secret: string,
): Promise<void> {
  const drawAt = new Date(opensAt.getTime() + timing.periodS * 1000);
  const closeAt = new Date(drawAt.getTime() - timing.ftimeS * 1000);
  // Only the nonce and the commitment are stored: the seed stays sealed until the draw.
  const nonce = newSeedNonce();
  const seed = deriveSeed(secret, lotteryId, expect, nonce);
  // ON CONFLICT: a second leader for a moment (or a retry) must not fail or create a duplicate.
  await q.query(
    `INSERT INTO lottery_rounds (lottery_id, expect, opens_at, close_at, draw_at, seed_nonce, hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (lottery_id, expect) DO NOTHING`,
    [lotteryId, expect, opensAt, closeAt, drawAt, nonce, commitmentOf(seed)],
  );
}

export async function latestRound(q: Queryable, lotteryId: number): Promise<Round | null> {
  const row = await one<RoundRow>(
    q,
    `SELECT ${ROUND_COLUMNS} FROM lottery_rounds WHERE lottery_id = $1 ORDER BY expect DESC LIMIT 1`,
    [lotteryId],
  );
  return row ? toRound(row) : null;
}

/**
 * Makes sure the current round and the next one exist (each with its committed hash).
 * Returns how many rounds it created.
 */
export async function ensureRounds(
  q: Queryable,
  lottery: Lottery,
  now: Date,
  timing: Timing,
  secret: string,
): Promise<number> {
  let created = 0;
  let latest = await latestRound(q, lottery.id);
  if (!latest || latest.drawAt.getTime() <= now.getTime()) {
    await insertRound(q, lottery.id, latest ? latest.expect + 1n : lottery.firstExpect, now, timing, secret);
    created++;
    latest = await latestRound(q, lottery.id);
  }
  if (latest && latest.opensAt.getTime() <= now.getTime()) {
    await insertRound(q, lottery.id, latest.expect + 1n, latest.drawAt, timing, secret);
    created++;
  }
  return created;
}

/** The round bets go to now: opened, not yet drawn (it may already be closed). */
export async function currentRound(q: Queryable, lotteryId: number, now: Date): Promise<Round | null> {
  const row = await one<RoundRow>(
    q,
    `SELECT ${ROUND_COLUMNS} FROM lottery_rounds
     WHERE lottery_id = $1 AND status = 'open' AND opens_at <= $2 AND draw_at > $2
     ORDER BY expect DESC LIMIT 1`,
    [lotteryId, now],
  );
  return row ? toRound(row) : null;
}

/** Drawn rounds, newest first. */
export async function drawnRounds(q: Queryable, lotteryId: number, limit: number): Promise<Round[]> {
  const rows = await q.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM lottery_rounds WHERE lottery_id = $1 AND status IN ('drawn', 'settled') ORDER BY expect DESC LIMIT $2`,
    [lotteryId, limit],
  );
  return rows.map(toRound);
}

/** Open rounds whose draw time has come, oldest first (catch-up after a stop draws them all). */
export async function dueRounds(q: Queryable, lotteryId: number, now: Date): Promise<Round[]> {
  const rows = await q.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM lottery_rounds WHERE lottery_id = $1 AND status = 'open' AND draw_at <= $2 ORDER BY expect LIMIT 100`,
    [lotteryId, now],
  );
  return rows.map(toRound);
}

/** Drawn rounds whose bets are not all settled yet (a crash mid-settlement leaves them). */
export async function unsettledRounds(q: Queryable, lotteryId: number): Promise<Round[]> {
  const rows = await q.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM lottery_rounds WHERE lottery_id = $1 AND status = 'drawn' ORDER BY expect LIMIT 100`,
    [lotteryId],
  );
  return rows.map(toRound);
}

/**
 * A drawn round whose settlement threw: recorded (first failure time, last error) so an operator
 * sees it and may void it; a later successful settlement leaves the round 'settled' anyway.
 */
export async function markSettleFailed(q: Queryable, roundId: bigint, error: unknown): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await q.query(
    `UPDATE lottery_rounds SET settle_failed_at = coalesce(settle_failed_at, now()), settle_error = $2
      WHERE id = $1 AND status = 'drawn'`,
    [roundId, message],
  );
}

/** The next moment something happens to a lottery after `now` (a close or a draw), or null. */
export async function nextEventAt(q: Queryable, lotteryId: number, now: Date): Promise<Date | null> {
  const row = await one<{ at: Date | null }>(
    q,
    `SELECT min(CASE WHEN NOT close_announced AND close_at > $2 THEN close_at ELSE draw_at END) AS at
     FROM lottery_rounds WHERE lottery_id = $1 AND status = 'open'`,
    [lotteryId, now],
  );
  return row?.at ?? null;
}
