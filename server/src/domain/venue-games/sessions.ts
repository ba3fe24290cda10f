/**
 * Play sessions of the sandbox venue page: opened when a launch ticket is spent, carried by the
 * page's bet form. Random 32-byte tokens stored as their SHA-256 hash, like sessions and tickets.
 * A session is bound to the member's api token that launched it and is deleted with it (logoff,
 * password change, disable: migration 069).
 */
import type { Queryable } from '../../db/types.ts';
import { hashToken, newToken } from '../accounts/sessions.ts';

/** A sitting at a venue; the player re-enters the game from the app after this. */
export const PLAY_SESSION_SECONDS = 2 * 3600;

export interface PlaySession {
  userId: number;
  platform: string;
  category: string;
  gameCode: string;
}

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export async function openPlaySession(q: Queryable, session: PlaySession, memberTokenHash: string): Promise<string> {
  await q.query('DELETE FROM venue_play_sessions WHERE expires_at < now()');
  const token = newToken();
  await q.query(
    `INSERT INTO venue_play_sessions (token_hash, user_id, platform, category_id, game_code, member_token_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [
      hashToken(token),
      session.userId,
      session.platform,
      session.category,
      session.gameCode,
      memberTokenHash,
      PLAY_SESSION_SECONDS,
    ],
  );
  return token;
}

/** The live session of a token, or null (unknown, malformed or expired). */
export async function findPlaySession(q: Queryable, token: string): Promise<PlaySession | null> {
  if (!TOKEN_RE.test(token)) return null;
  const [row] = await q.query<{ user_id: number; platform: string; category_id: string; game_code: string }>(
    `SELECT user_id, platform, category_id, game_code FROM venue_play_sessions
     WHERE token_hash = $1 AND expires_at > now()`,
    [hashToken(token)],
  );
  return row
    ? { userId: row.user_id, platform: row.platform, category: row.category_id, gameCode: row.game_code }
    : null;
}
