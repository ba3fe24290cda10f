/**
 * What the sandbox game page shows: the venue, the player, the balance in that venue wallet
 * (asked of the venue's adapter, like /api/balancelist) and the venue's game. Spending the
 * launch ticket opens a play session the page's bet form carries.
 */
import type { Db } from '../../db/types.ts';
import { findUserById, USER_ACTIVE } from '../accounts/users.ts';
import { findVenue } from '../venues/venues.ts';
import { gameForCategory, type Game } from '../venue-games/games.ts';
import { findPlaySession, openPlaySession, type PlaySession } from '../venue-games/sessions.ts';
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
  /** The play session token the bet form carries. */
  session: string;
  /** The venue's game, null for a category without one (the lottery plays in its rooms). */
  game: Game | null;
}

/** The page of a live play session; null when the venue or the player is gone or disabled. */
export async function playView(db: Db, token: string, session: PlaySession): Promise<SandboxGameView | null> {
  const [venue, user] = await Promise.all([findVenue(db, session.platform), findUserById(db, session.userId)]);
  if (!venue || !user || user.status !== USER_ACTIVE) return null;
  const balances = await venue.adapter.balances(db, user.id, [venue.platform]);
  return {
    platform: venue.platform,
    venueName: venue.name,
    categoryName: isCategory(session.category) ? CATEGORY_NAMES[session.category] : '',
    gameCode: session.gameCode,
    username: user.username,
    balance: balances.get(venue.platform) ?? 0n,
    session: token,
    game: gameForCategory(session.category),
  };
}

/** null: the ticket is unknown, spent or expired, or the venue or the player is gone. */
export async function openSandboxGame(db: Db, ticket: string): Promise<SandboxGameView | null> {
  const claims = await redeemTicket(db, ticket);
  if (!claims) return null;
  const venue = await findVenue(db, claims.platform);
  if (!venue) return null;
  const session: PlaySession = {
    userId: claims.userId,
    platform: venue.platform,
    category: claims.category,
    gameCode: claims.gameCode,
  };
  return playView(db, await openPlaySession(db, session, claims.memberTokenHash), session);
}

/** The session of a bet form's token with its page, or null when it has expired. */
export async function resumeSandboxGame(
  db: Db,
  token: string,
): Promise<{ session: PlaySession; view: SandboxGameView } | null> {
  const session = await findPlaySession(db, token);
  const view = session && (await playView(db, token, session));
  return session && view ? { session, view } : null;
}
