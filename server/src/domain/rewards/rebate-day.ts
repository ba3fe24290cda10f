/**
 * The rebate day: once a Beijing day is over, every member's settled turnover of that day per
 * venue (lottery rooms and every venue) × the member's VIP rate for the venue's category (the
 * level's maximum), rounded half up to the cent, is the day's rebate for that venue. What is not
 * written yet of it (nothing, on the first run) is written as an unclaimed rebate with its 账户明细
 * line (transfer_logs type 6, state 0). So a run is idempotent: running a day again writes only
 * the difference late settlements made, never anything twice; and an operator may run the day
 * so far (today), the rest follows when the day is run again. Runs of one day queue behind a
 * transaction advisory lock, so two runs at once cannot both write the same difference.
 * A rebate is dated at the end of its day (when it fell due), or when written if that is earlier
 * (an operator's run of today so far).
 */
import type { Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { TRANSFER_TYPE } from '../transfer-log/transfer-log.ts';
import { LOTTERY_PLATFORM } from './categories.ts';
import { addDays, dayStart } from './days.ts';
import { SETTLED_BETS_SQL } from './settled-bets.ts';

/** The name a rebate shows for the lottery rooms (venues show their own name). */
export const LOTTERY_GAME_NAME = '彩票';

/** Advisory lock class of a rebate day's run (the migration lock is 7302401, the leader 7302402). */
const REBATE_DAY_LOCK = 7_302_403;

export interface RebateDayResult {
  day: string;
  /** Rebate rows written by this run. */
  written: number;
  amount: bigint;
}

const RATE_BY_CATEGORY = `CASE a.category_id
  WHEN 'realbet' THEN l.realperson_bp WHEN 'concise' THEN l.electron_bp WHEN 'joker' THEN l.joker_bp
  WHEN 'sport' THEN l.sport_bp WHEN 'fishing' THEN l.fish_bp WHEN 'lottery' THEN l.lottery_bp
  WHEN 'gaming' THEN l.e_sport_bp ELSE 0 END`;

/** Inside the caller's transaction; `now` dates a run of a day not over yet. */
export async function runRebateDay(q: Queryable, day: string, now: Date = new Date()): Promise<RebateDayResult> {
  await q.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [REBATE_DAY_LOCK, day]);
  const start = dayStart(day);
  const end = dayStart(addDays(day, 1));
  const [written] = await q.query<{ n: number; amount: unknown }>(
    `WITH agg AS (
       SELECT b.user_id, b.platform_name, min(b.category_id) AS category_id, sum(b.stake)::bigint AS turnover
         FROM (${SETTLED_BETS_SQL}) b GROUP BY b.user_id, b.platform_name),
     priced AS (
       SELECT a.user_id, a.platform_name, a.category_id, a.turnover, u.vip, ${RATE_BY_CATEGORY} AS rate_bp,
              (a.turnover * (${RATE_BY_CATEGORY}) + 5000) / 10000 AS due,
              CASE WHEN a.platform_name = '${LOTTERY_PLATFORM}' THEN $4 ELSE coalesce(g.name, a.platform_name) END AS gamename
         FROM agg a JOIN users u ON u.id = a.user_id JOIN vip_levels l ON l.level = u.vip
         LEFT JOIN game_platforms g ON g.platform_name = a.platform_name
        WHERE u.is_trial = false),
     prior AS (
       SELECT user_id, platform_name, sum(amount)::bigint AS paid, sum(turnover)::bigint AS counted, max(seq) AS seq
         FROM rebates WHERE day = $3::date GROUP BY user_id, platform_name),
     fresh AS (
       SELECT p.user_id, p.platform_name, p.category_id, p.vip, p.rate_bp, p.gamename,
              p.due - coalesce(r.paid, 0) AS amount,
              greatest(p.turnover - coalesce(r.counted, 0), 0) AS turnover,
              coalesce(r.seq, 0) + 1 AS seq,
              'FS' || to_char($3::date, 'YYYYMMDD') || '_' || p.user_id || '_' || p.platform_name || '_' || (coalesce(r.seq, 0) + 1) AS order_no
         FROM priced p LEFT JOIN prior r ON r.user_id = p.user_id AND r.platform_name = p.platform_name
        WHERE p.due - coalesce(r.paid, 0) > 0),
     -- Every fresh rebate gets its 账户明细 line in the same statement (no conflict expected: the
     -- order number carries the run's seq, and runs of a day queue behind the lock).
     logs AS (
       INSERT INTO transfer_logs (order_no, user_id, transfer_type, api_type, amount, state, memo, created_at, updated_at)
       SELECT order_no, user_id, ${TRANSFER_TYPE.rebate}, lower(platform_name), amount, 0, gamename, $5, $5 FROM fresh),
     ins AS (
       INSERT INTO rebates (user_id, day, platform_name, category_id, seq, turnover, vip, rate_bp, amount, order_no, created_at)
       SELECT user_id, $3::date, platform_name, category_id, seq, turnover, vip, rate_bp, amount, order_no, $5 FROM fresh
       RETURNING amount)
     SELECT count(*)::int AS n, coalesce(sum(amount), 0)::bigint AS amount FROM ins`,
    [start, end, day, LOTTERY_GAME_NAME, new Date(Math.min(end.getTime(), now.getTime()))],
  );
  return { day, written: written?.n ?? 0, amount: toCents(written?.amount) };
}
