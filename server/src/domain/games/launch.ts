/**
 * /api/getGameUrl: a member enters a venue. The platform must be a venue the hall shows
 * (site_state 1); with auto-transfer on, the money follows the player into it first; the answer
 * is the URL of the venue's game page. Our venues are sandbox venues, so that page is our own
 * (GET /sandbox/game?ticket=…), opened by a short-lived single-use ticket, never the api token.
 */
import type { GuardSwitches } from '../protection/limits-guard.ts';
import type { Db } from '../../db/types.ts';
import { refuse } from '../../lib/errors.ts';
import type { StaticDecode } from 'typebox';
import { findVenue } from '../venues/venues.ts';
import { moveAllInto } from '../wallet/auto-transfer.ts';
import { issueTicket } from './launch-ticket.ts';
import { hashToken } from '../accounts/sessions.ts';
import { LAUNCH_MESSAGES, LOBBY_GAME_TYPE } from '../../../../contract/games/rules.ts';
import { SANDBOX_GAME_PATH } from '../../../../contract/sandbox/rules.ts';
import type { WireGameUrlBody } from '../../../../contract/games/schemas.ts';

export { LAUNCH_MESSAGES };

export { SANDBOX_GAME_PATH };

export interface LaunchRequest {
  platform: string;
  gameCode: string;
  category: string;
}

/**
 * The wire body `{plat_name, game_type, game_code, is_mobile_url}` (read by WireGameUrlBody), names swapped in
 * meaning: `game_type` carries the game code, `game_code` the category. The legacy client sends
 * `game_type: 0` for "no particular game"; is_mobile_url is always 1 and ignored.
 */
export function launchRequest(input: StaticDecode<typeof WireGameUrlBody>): LaunchRequest {
  return {
    platform: input.plat_name,
    gameCode: input.game_type === String(LOBBY_GAME_TYPE) ? '' : input.game_type,
    category: input.game_code.toLowerCase(),
  };
}

/**
 * Returns the launch URL (absolute, on `origin`). `memberToken` is the api token that asked: the
 * sitting the ticket opens ends when that token does (logoff).
 */
export async function launchGame(
  db: Db,
  member: { userId: number; token: string },
  request: LaunchRequest,
  origin: string,
  /** Which player-protection checks run (protection/limits-guard.ts). */
  protection?: GuardSwitches,
): Promise<string> {
  const { userId } = member;
  const ticket = await db.tx(async (q) => {
    const venue = await findVenue(q, request.platform);
    if (!venue) throw refuse(500, LAUNCH_MESSAGES.unknownPlatform);
    // The users row first (the lock order of every money movement), read fresh under the lock:
    // a switch flipped a moment ago counts, and two launches of one player run one after the other.
    const rows = await q.query<{ transferstatus: number }>(
      'SELECT transferstatus FROM users WHERE id = $1 FOR NO KEY UPDATE',
      [userId],
    );
    if (rows[0]?.transferstatus === 1) await moveAllInto(q, userId, venue.platform, protection);
    return issueTicket(q, {
      userId,
      platform: venue.platform,
      gameCode: request.gameCode,
      category: request.category,
      memberTokenHash: hashToken(member.token),
    });
  });
  return `${origin}${SANDBOX_GAME_PATH}?ticket=${ticket}`;
}
