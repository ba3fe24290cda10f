/**
 * The legacy servers' /api/getBetAmount figure: the turnover ACHIEVED since the member's last
 * approved withdrawal (all time when none), i.e. the stakes of their settled bets, lottery rooms and
 * venues alike. Only the legacy dialect answers with it (docs/API.md#legacy-dialect); the reference
 * server answers the turnover still required (turnover.ts).
 */
import { one, type Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';

export async function turnoverSinceLastWithdrawal(q: Queryable, userId: number): Promise<bigint> {
  const row = await one<{ achieved: unknown }>(
    q,
    `WITH since AS (
       SELECT coalesce(max(reviewed_at), '-infinity'::timestamptz) AS at
         FROM withdrawals WHERE user_id = $1 AND state = 2)
     SELECT (
       (SELECT coalesce(sum(total), 0) FROM lottery_bets, since
         WHERE user_id = $1 AND status = 1 AND settled_at > since.at)
       + (SELECT coalesce(sum(stake), 0) FROM venue_bets, since
         WHERE user_id = $1 AND status = 1 AND settled_at > since.at))::bigint AS achieved`,
    [userId],
  );
  return toCents(row?.achieved);
}
