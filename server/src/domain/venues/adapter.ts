/**
 * The seam between our wallet and a game venue (a "platform": ag, pg, ...). Transfers post the
 * money between the player's main wallet and their venue wallet in our ledger, then tell the
 * venue's adapter inside the same database transaction; an adapter that throws undoes the
 * transfer. The sandbox adapter (sandbox.ts) keeps the venue balance in our ledger and has
 * nothing to call. A real third-party adapter implements the same interface; it must be
 * idempotent by `orderNo` (the venue may have done the work when our transaction rolls back)
 * and its balances reconciled against the venue wallets.
 */
import type { Queryable } from '../../db/types.ts';

export interface VenueTransfer {
  userId: number;
  /** game_platforms.platform_name, also the ledger wallet name. */
  platform: string;
  /** Positive cents. */
  amount: bigint;
  /** Our order number (transfer_logs.order_no): the venue's idempotency key. */
  orderNo: string;
}

export interface VenueAdapter {
  readonly name: string;
  /** Money went from the main wallet into the venue wallet: credit the player at the venue. */
  deposit(q: Queryable, transfer: VenueTransfer): Promise<void>;
  /** Money went from the venue wallet back into the main wallet: debit the player at the venue. */
  withdraw(q: Queryable, transfer: VenueTransfer): Promise<void>;
  /** The player's balance at each venue, in cents (0 when never played). */
  balances(q: Queryable, userId: number, platforms: readonly string[]): Promise<Map<string, bigint>>;
}

/** A venue refused or failed: the transfer is rolled back and the player told. */
export class VenueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VenueError';
  }
}

const adapters = new Map<string, VenueAdapter>();
/**
 * Adapters whose deposit and withdraw do nothing (the posting is the whole transfer): their
 * transfers may run as one statement in the database (wallet/transfer-once.ts). Kept by identity
 * at registration, so an adapter built by spreading one of them is not taken for inert.
 */
const inert = new WeakSet<VenueAdapter>();

export function registerVenueAdapter(adapter: VenueAdapter, options: { inert?: boolean } = {}): void {
  adapters.set(adapter.name, adapter);
  if (options.inert) inert.add(adapter);
}

/** The registered adapters whose transfers are their posting alone. */
export function inertAdapterNames(): string[] {
  return [...adapters.values()].filter((a) => inert.has(a)).map((a) => a.name);
}

export function venueAdapter(name: string): VenueAdapter {
  const adapter = adapters.get(name);
  if (!adapter) throw new Error(`no venue adapter named "${name}" (game_platforms.adapter)`);
  return adapter;
}
