/**
 * The rebate day: after a Beijing day ends, every member's settled turnover of that day per venue
 * (lottery rooms and every venue) × the member's VIP rate for the venue's category (the level's
 * maximum), rounded half up to the cent, written as an unclaimed rebate with its 账户明细 line
 * (transfer_logs type 6, state 0). One statement, one transaction; re-running a day writes only
 * what is missing (a rebate exists once per member, day and venue; its order number is derived
 * from that key), so a re-run after late settlements adds the late venues and nothing twice.
 * A rebate is dated at the end of its day (when it fell due), whenever the job wrote it.
 */
import type { Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { TRANSFER_TYPE } from '../transfer-log/transfer-log.ts';
import { LOTTERY_PLATFORM } from './categories.ts';
import { addDays, dayStart } from './days.ts';
import { SETTLED_BETS_SQL } from './settled-bets.ts';

/** The name a rebate shows for the lottery rooms (venues show their own name). */
export const LOTTERY_GAME_NAME = '彩票';

export interface RebateDayResult {
  day: string;
  /** Rebates written by this run. */
  written: number;
  amount: bigint;
}

const RATE_BY_CATEGORY = `CASE a.category_id
  WHEN 'realbet' THEN l.realperson_bp WHEN 'concise' THEN l.electron_bp WHEN 'joker' THEN l.joker_bp
  WHEN 'sport' THEN l.sport_bp WHEN 'fishing' THEN l.fish_bp WHEN 'lottery' THEN l.lottery_bp
  WHEN 'gaming' THEN l.e_sport_bp ELSE 0 END`;

/** Inside the caller's transaction. */
export async function runRebateDay(q: Queryable, day: string): Promise<RebateDayResult> {
  const [written] = await q.query<{ n: number; amount: unknown }>(
    `WITH agg AS (
       SELECT b.user_id, b.platform_name, min(b.category_id) AS category_id, sum(b.stake)::bigint AS turnover
         FROM (${SETTLED_BETS_SQL}) b GROUP BY b.user_id, b.platform_name),
     priced AS (
       SELECT a.user_id, a.platform_name, a.category_id, a.turnover, u.vip, ${RATE_BY_CATEGORY} AS rate_bp,
              (a.turnover * (${RATE_BY_CATEGORY}) + 5000) / 10000 AS amount,
              'FS' || to_char($3::date, 'YYYYMMDD') || '_' || a.user_id || '_' || a.platform_name AS order_no,
              CASE WHEN a.platform_name = '${LOTTERY_PLATFORM}' THEN $4 ELSE coalesce(g.name, a.platform_name) END AS gamename
         FROM agg a JOIN users u ON u.id = a.user_id JOIN vip_levels l ON l.level = u.vip
         LEFT JOIN game_platforms g ON g.platform_name = a.platform_name
        WHERE u.is_trial = false),
     fresh AS (
       SELECT p.* FROM priced p
        WHERE p.amount > 0 AND NOT EXISTS (
          SELECT 1 FROM rebates r WHERE r.user_id = p.user_id AND r.day = $3::date AND r.platform_name = p.platform_name)),
     logs AS (
       INSERT INTO transfer_logs (order_no, user_id, transfer_type, api_type, amount, state, memo, created_at, updated_at)
       SELECT order_no, user_id, ${TRANSFER_TYPE.rebate}, lower(platform_name), amount, 0, gamename, $2, $2 FROM fresh
       ON CONFLICT (order_no) DO NOTHING RETURNING order_no),
     ins AS (
       INSERT INTO rebates (user_id, day, platform_name, category_id, turnover, vip, rate_bp, amount, order_no, created_at)
       SELECT f.user_id, $3::date, f.platform_name, f.category_id, f.turnover, f.vip, f.rate_bp, f.amount, f.order_no, $2
         FROM fresh f JOIN logs l ON l.order_no = f.order_no
       RETURNING amount)
     SELECT count(*)::int AS n, coalesce(sum(amount), 0)::bigint AS amount FROM ins`,
    [dayStart(day), dayStart(addDays(day, 1)), day, LOTTERY_GAME_NAME],
  );
  const result = { day, written: written?.n ?? 0, amount: toCents(written?.amount) };
  await q.query(
    `INSERT INTO reward_job_days (job, day, items, amount) VALUES ('rebate', $1::date, $2, $3)
     ON CONFLICT (job, day) DO UPDATE SET items = reward_job_days.items + EXCLUDED.items,
       amount = reward_job_days.amount + EXCLUDED.amount, done_at = now()`,
    [day, result.written, result.amount],
  );
  return result;
}
