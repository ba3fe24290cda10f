/**
 * /api/dailyReport: the member's four totals of one Beijing day, each the sum of the ledger
 * movements it names: bet_total the stakes of the bets placed that day (lottery rooms and
 * venues, invalid bets excluded), win_total the result (payout − stake) of the bets settled that
 * day, recharge_total the deposits credited (approved) that day, withdraw_total the approved
 * withdrawals requested that day.
 */
import type { Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { addDays, dayStart } from './days.ts';

export interface DailyReport {
  win: bigint;
  recharge: bigint;
  withdraw: bigint;
  bet: bigint;
}

export async function dailyReport(q: Queryable, userId: number, day: string): Promise<DailyReport> {
  const [row] = await q.query<{ win: unknown; recharge: unknown; withdraw: unknown; bet: unknown }>(
    `SELECT
       (SELECT coalesce(sum(stake), 0) FROM (
          SELECT stake FROM venue_bets WHERE user_id = $1 AND status <> 0 AND created_at >= $2 AND created_at < $3
          UNION ALL
          SELECT total FROM lottery_bets WHERE user_id = $1 AND status <> 0 AND created_at >= $2 AND created_at < $3) b
       )::bigint AS bet,
       (SELECT coalesce(sum(win_loss), 0) FROM (
          SELECT win_loss FROM venue_bets WHERE user_id = $1 AND status = 1 AND settled_at >= $2 AND settled_at < $3
          UNION ALL
          SELECT win_loss FROM lottery_bets WHERE user_id = $1 AND status = 1 AND settled_at >= $2 AND settled_at < $3) w
       )::bigint AS win,
       (SELECT coalesce(sum(amount), 0) FROM deposits
         WHERE user_id = $1 AND state = 2 AND reviewed_at >= $2 AND reviewed_at < $3)::bigint AS recharge,
       (SELECT coalesce(sum(amount), 0) FROM withdrawals
         WHERE user_id = $1 AND state = 2 AND created_at >= $2 AND created_at < $3)::bigint AS withdraw`,
    [userId, dayStart(day), dayStart(addDays(day, 1))],
  );
  return {
    win: toCents(row?.win),
    recharge: toCents(row?.recharge),
    withdraw: toCents(row?.withdraw),
    bet: toCents(row?.bet),
  };
}
