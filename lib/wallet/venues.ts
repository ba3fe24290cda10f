/** The venue balance lists of the wallet (3 collapsed) and the transfer screen (4 by default), docs/SCREENS.md#account. */
import { addCents, type Cents } from '@/lib/money';
import type { VenueBalance } from '@/lib/api/types';

export const WALLET_VENUES_COLLAPSED = 3;
export const TRANSFER_VENUES_COLLAPSED = 4;

/** The rows shown: the first `collapsedCount` while collapsed, all when expanded. */
export function visibleVenues<T>(rows: readonly T[], expanded: boolean, collapsedCount: number): T[] {
  return expanded ? [...rows] : rows.slice(0, collapsedCount);
}

/** Whether a toggle is worth showing at all. */
export const canExpand = (count: number, collapsedCount: number): boolean => count > collapsedCount;

/** Sum of the venue wallets, in cents. */
export function venuesTotal(rows: readonly VenueBalance[]): Cents {
  return addCents(...rows.map((r) => r.balance));
}

/**
 * The wallet's three figures. The game wallet is the sum of the live venue list when it is
 * loaded (it is polled), else the user's cached gameblance.
 */
export function walletTotals(
  central: Cents | undefined,
  venues: readonly VenueBalance[] | undefined,
  cachedGame: Cents | undefined,
) {
  const game = venues ? venuesTotal(venues) : cachedGame;
  const total = central === undefined || game === undefined ? undefined : addCents(central, game);
  return { central, game, total };
}
