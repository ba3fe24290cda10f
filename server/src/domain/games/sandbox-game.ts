/**
 * What the sandbox game page shows once its ticket is spent: the venue, the player and the
 * player's balance in that venue wallet (asked of the venue's adapter, like /api/balancelist).
 */
import type { Db } from '../../db/types.ts';
import { findUserById, USER_ACTIVE } from '../accounts/users.ts';
import { findVenue } from '../venues/venues.ts';
import { CATEGORY_NAMES, isCategory } from './platforms.ts';
import { redeemTicket } from './launch-ticket.ts';

export interface SandboxGameView {
  platform: string;
  venueName: string;
  /** The hall category's name ('真人视讯'), '' when unknown. */
  categoryName: string;
  gameCode: string;
  username: string;
  /** Cents in the venue wallet. */
  balance: bigint;
}

/** null: the ticket is unknown, spent or expired, or the venue or the player is gone. */
export async function openSandboxGame(db: Db, ticket: string): Promise<SandboxGameView | null> {
  const claims = await redeemTicket(db, ticket);
  if (!claims) return null;
  const [venue, user] = await Promise.all([findVenue(db, claims.platform), findUserById(db, claims.userId)]);
  if (!venue || !user || user.status !== USER_ACTIVE) return null;
  const balances = await venue.adapter.balances(db, user.id, [venue.platform]);
  return {
    platform: venue.platform,
    venueName: venue.name,
    categoryName: isCategory(claims.category) ? CATEGORY_NAMES[claims.category] : '',
    gameCode: claims.gameCode,
    username: user.username,
    balance: balances.get(venue.platform) ?? 0n,
  };
}
