/**
 * Settled turnover: every venue's bets settled (status 1) within a time window, and the lottery
 * rooms' turnover per player and round settled within it (lottery_turnover: the net exposure,
 * stakes − the smallest payout over every result, so covering bets count next to nothing), as
 * one row source for the rebate day and VIP retention.
 */
import { LOTTERY_PLATFORM } from './categories.ts';

/**
 * SQL of (user_id, platform_name, category_id, stake) rows settled in [$1, $2).
 * Parameters $1 and $2 are the window's bounds (timestamptz).
 */
export const SETTLED_BETS_SQL = `
  SELECT user_id, platform_name, category_id, stake FROM venue_bets
   WHERE status = 1 AND settled_at >= $1 AND settled_at < $2
  UNION ALL
  SELECT user_id, '${LOTTERY_PLATFORM}' AS platform_name, 'lottery' AS category_id, net AS stake FROM lottery_turnover
   WHERE settled_at >= $1 AND settled_at < $2`;
