/**
 * Ledger totals for operators: every house account, and the players' main and venue wallets.
 * Double entry means they sum to zero: money in (house accounts gone negative: deposits,
 * credits, trial money) equals what players hold plus what is held or paid out.
 */
import type { Queryable } from '../../db/types.ts';
import { formatCents, toCents } from '../../lib/money.ts';

export interface LedgerTotals {
  house: Record<string, string>;
  playersMain: string;
  playersVenues: string;
  /** Σ of every account: "0.00" in a healthy ledger. */
  sum: string;
}

export async function ledgerTotals(q: Queryable): Promise<LedgerTotals> {
  const house = await q.query<{ code: string; balance: unknown }>(
    `SELECT code, balance FROM ledger_accounts WHERE kind = 'house' ORDER BY code`,
  );
  const [players] = await q.query<{ main: unknown; venues: unknown }>(
    `SELECT coalesce(sum(balance) FILTER (WHERE wallet = 'main'), 0)::bigint AS main,
            coalesce(sum(balance) FILTER (WHERE wallet <> 'main'), 0)::bigint AS venues
     FROM ledger_accounts WHERE kind = 'player'`,
  );
  const main = toCents(players?.main);
  const venues = toCents(players?.venues);
  let sum = main + venues;
  const houseTotals: Record<string, string> = {};
  for (const row of house) {
    const balance = toCents(row.balance);
    houseTotals[row.code] = formatCents(balance);
    sum += balance;
  }
  return {
    house: houseTotals,
    playersMain: formatCents(main),
    playersVenues: formatCents(venues),
    sum: formatCents(sum),
  };
}
