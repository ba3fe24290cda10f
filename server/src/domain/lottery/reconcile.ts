/**
 * The lottery's part of the books: the house accounts `house:lottery:<code>` hold every stake
 * taken (bets unsettled or settled; invalid bets would be refunded) minus every payout made.
 * One statement, so a settlement committing meanwhile cannot make the two sides disagree.
 * Trial accounts' bets are play money: their stakes and payouts sit in `house:trial_lottery:<code>`
 * and count on neither side.
 */
import type { Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';

export const LOTTERY_RECONCILIATION = 'house:lottery:* = Σ stakes of valid bets − Σ payouts';

export async function lotteryBooks(q: Queryable): Promise<{ ledger: bigint; records: bigint }> {
  const [row] = await q.query<{ ledger: unknown; records: unknown }>(
    `SELECT (SELECT coalesce(sum(balance), 0)::bigint FROM ledger_accounts WHERE kind = 'house' AND code LIKE 'house:lottery:%') AS ledger,
            (SELECT coalesce(sum(b.total) - sum(b.payout), 0)::bigint FROM lottery_bets b JOIN users u ON u.id = b.user_id
              WHERE b.status IN (1, 2) AND NOT u.is_trial) AS records`,
  );
  return { ledger: toCents(row?.ledger), records: toCents(row?.records) };
}
