/**
 * Auto-transfer (转账状态 1): the switch (/api/uptransferstatus: only `transferstatus` is written,
 * never anything else the request carries; the legacy server mass-assigned the whole body), and
 * what it does when the player enters a game: every other venue recycled, then the whole main
 * wallet moved into the venue being entered.
 */
import type { GuardSwitches } from '../protection/limits-guard.ts';
import type { Queryable } from '../../db/types.ts';
import { recycleAll } from './recycle.ts';
import { transfer } from './transfer.ts';

export async function setTransferStatus(q: Queryable, userId: number, status: 0 | 1): Promise<void> {
  await q.query('UPDATE users SET transferstatus = $2, updated_at = now() WHERE id = $1', [userId, status]);
}

export interface AutoTransferResult {
  /** Cents pulled back from the other venues. */
  recycled: bigint;
  /** Cents moved main → the venue (0 when the main wallet was empty). */
  moved: bigint;
}

/**
 * Inside the caller's transaction, with the users row locked by the caller: the other venues
 * come back to the main wallet (one ledger movement, recycleAll), then the main balance goes
 * into `platform` (one more, transfer). Both write their transfer logs and tell the adapters;
 * a venue refusal throws and the caller's transaction rolls everything back.
 */
export async function moveAllInto(
  q: Queryable,
  userId: number,
  platform: string,
  /** Which player-protection checks run (protection/limits-guard.ts). */
  protection?: GuardSwitches,
): Promise<AutoTransferResult> {
  const recycled = await recycleAll(q, userId, undefined, { keep: platform });
  // recycleAll locked every wallet of the player, so this balance cannot change under us.
  const main = recycled.balance;
  if (main <= 0n) return { recycled: recycled.recycled, moved: 0n };
  // A move past a stake or loss limit refuses the launch: the player transfers less by hand.
  await transfer(q, userId, { amount: main, venue: platform, intoVenue: true }, undefined, protection);
  return { recycled: recycled.recycled, moved: main };
}
