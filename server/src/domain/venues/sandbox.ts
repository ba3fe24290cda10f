/**
 * The sandbox venue: the balance a player holds "at the venue" is their venue wallet in our own
 * ledger (user:<id>:<platform_name>), so the transfer posting is the whole job and nothing can
 * fail half-way. Demo bets at a sandbox venue (not served yet) would post against the same wallet.
 */
import type { Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { registerVenueAdapter, type VenueAdapter } from './adapter.ts';

export const SANDBOX_ADAPTER = 'sandbox';

export const sandboxAdapter: VenueAdapter = {
  name: SANDBOX_ADAPTER,
  async deposit() {},
  async withdraw() {},
  async balances(q: Queryable, userId: number, platforms: readonly string[]) {
    const rows = await q.query<{ wallet: string; balance: unknown }>(
      'SELECT wallet, balance FROM ledger_accounts WHERE user_id = $1 AND wallet = ANY($2::text[])',
      [userId, [...platforms]],
    );
    const balances = new Map<string, bigint>(platforms.map((p) => [p, 0n]));
    for (const row of rows) balances.set(row.wallet, toCents(row.balance));
    return balances;
  },
};

// Nothing to tell a sandbox venue: its transfers may run in one statement.
registerVenueAdapter(sandboxAdapter, { inert: true });
