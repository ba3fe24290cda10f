/**
 * Launch tickets: what a game launch URL carries instead of the api token. 32 random bytes
 * (base64url, like a session token), stored only as their SHA-256 hash, naming the player and
 * the platform. A ticket expires TICKET_TTL_SECONDS after it is issued and is spent by its
 * first use, so a URL that leaks (history, logs, a shared screenshot) opens nothing.
 */
import type { Queryable } from '../../db/types.ts';
import { hashToken, newToken } from '../accounts/sessions.ts';

/** Long enough for a slow phone to load the frame, short enough to be useless later. */
export const TICKET_TTL_SECONDS = 180;

/** Spent and expired tickets are kept a day (for support questions), then deleted. */
const KEEP_SECONDS = 86_400;

export interface TicketClaims {
  userId: number;
  platform: string;
  /** The game within the venue (`game_type` on the wire), '' for the venue's lobby. */
  gameCode: string;
  /** The hall category (`game_code` on the wire). */
  category: string;
  /** The hash of the member's api token that asked: the ticket and its sitting die with it. */
  memberTokenHash: string;
}

/** A base64url ticket of 32 bytes, nothing else. */
const TICKET_RE = /^[A-Za-z0-9_-]{43}$/;

export async function issueTicket(q: Queryable, claims: TicketClaims): Promise<string> {
  await q.query(`DELETE FROM game_launch_tickets WHERE expires_at < now() - make_interval(secs => $1)`, [KEEP_SECONDS]);
  const ticket = newToken();
  await q.query(
    `INSERT INTO game_launch_tickets (ticket_hash, user_id, platform, game_code, category, member_token_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [
      hashToken(ticket),
      claims.userId,
      claims.platform,
      claims.gameCode,
      claims.category,
      claims.memberTokenHash,
      TICKET_TTL_SECONDS,
    ],
  );
  return ticket;
}

/** Spends the ticket: its claims on the first use before it expires (and while its api token lives), null ever after. */
export async function redeemTicket(q: Queryable, ticket: string): Promise<TicketClaims | null> {
  if (!TICKET_RE.test(ticket)) return null;
  const rows = await q.query<{
    user_id: number;
    platform: string;
    game_code: string;
    category: string;
    member_token_hash: string;
  }>(
    `UPDATE game_launch_tickets SET used_at = now()
     WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > now() AND member_token_hash IS NOT NULL
     RETURNING user_id, platform, game_code, category, member_token_hash`,
    [hashToken(ticket)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    userId: row.user_id,
    platform: row.platform,
    gameCode: row.game_code,
    category: row.category,
    memberTokenHash: row.member_token_hash,
  };
}
