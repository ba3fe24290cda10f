/**
 * Settled turnover: the lottery rooms' bets and every venue's bets, settled (status 1) within a
 * time window, as one row source for the rebate day, VIP retention and the daily report.
 */
import { LOTTERY_PLATFORM } from './categories.ts';

/**
 * SQL of (user_id, platform_name, category_id, stake, win_loss) rows settled in [$1, $2).
 * Parameters $1 and $2 are the window's bounds (timestamptz).
 */
export const SETTLED_BETS_SQL = `
  SELECT user_id, platform_name, category_id, stake, win_loss FROM venue_bets
   WHERE status = 1 AND settled_at >= $1 AND settled_at < $2
  UNION ALL
  SELECT user_id, '${LOTTERY_PLATFORM}' AS platform_name, 'lottery' AS category_id, total AS stake, win_loss FROM lottery_bets
   WHERE status = 1 AND settled_at >= $1 AND settled_at < $2`;
