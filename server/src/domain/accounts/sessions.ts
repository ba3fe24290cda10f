/**
 * Bearer tokens: 32 random bytes sent as base64url, stored only as SHA-256 hashes, so a database
 * leak gives no usable session. Deleting the row revokes the token; a token idle longer than the
 * idle timeout or older than the absolute lifetime is refused like an unknown one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { withChange } from '../../db/change-watch.ts';
import { one, type Queryable } from '../../db/types.ts';
import { DEFAULT_SESSIONS, type SessionPolicy } from '../../config.ts';
import type { UserRow } from './users.ts';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** `Authorization: Bearer <token>`; "Bearer " with nothing after it means no token. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  return match ? match[1]! : null;
}

export interface IssueOptions {
  /** login_pc: one session per user, so every older token dies. */
  revokeOthers: boolean;
  /** Live tokens a member may hold; the oldest beyond it are revoked (default 5). */
  maxTokens?: number;
}

/** last_used_at is written at most this often per token, so a busy session costs no write per request. */
export const TOUCH_EVERY_SECONDS = 60;

/** SQL condition (on alias t) that a token is still within both lifetimes; $2 idle days, $3 max days. */
const LIVE = `t.last_used_at > now() - make_interval(days => $2::int)
  AND t.created_at > now() - make_interval(days => $3::int)`;

export async function issueToken(q: Queryable, userId: number, options: IssueOptions): Promise<string> {
  return withChange(q, { users: [userId] }, () => issue(q, userId, options));
}

async function issue(q: Queryable, userId: number, options: IssueOptions): Promise<string> {
  if (options.revokeOthers) await q.query('DELETE FROM user_tokens WHERE user_id = $1', [userId]);
  const token = newToken();
  await q.query('INSERT INTO user_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), userId]);
  if (!options.revokeOthers) {
    // The new token counts: keep the newest maxTokens, revoke the rest (expired ones go too).
    const keep = options.maxTokens ?? DEFAULT_SESSIONS.maxTokens;
    await q.query(
      `DELETE FROM user_tokens WHERE user_id = $1 AND token_hash NOT IN (
         SELECT token_hash FROM user_tokens WHERE user_id = $1 ORDER BY created_at DESC, token_hash LIMIT $2)`,
      [userId, keep],
    );
  }
  return token;
}

export async function revokeToken(q: Queryable, token: string): Promise<void> {
  const hash = hashToken(token);
  await withChange(q, { tokens: [hash] }, () => q.query('DELETE FROM user_tokens WHERE token_hash = $1', [hash]));
}

/** Every token of a member (password change, account disabled); open sockets close within a second. */
export async function revokeAllTokens(q: Queryable, userId: number): Promise<void> {
  await withChange(q, { users: [userId] }, () => q.query('DELETE FROM user_tokens WHERE user_id = $1', [userId]));
}

interface TokenUserRow extends UserRow {
  token_stale: boolean;
}

/** The user a token belongs to, or null when unknown, revoked or expired. */
export async function userForToken(
  q: Queryable,
  token: string,
  policy: SessionPolicy = DEFAULT_SESSIONS,
): Promise<UserRow | null> {
  if (token.length > 128) return null;
  const hash = hashToken(token);
  const row = await one<TokenUserRow>(
    q,
    `SELECT u.*, t.last_used_at < now() - make_interval(secs => $4::int) AS token_stale
       FROM user_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND ${LIVE}`,
    [hash, policy.idleDays, policy.maxDays, TOUCH_EVERY_SECONDS],
  );
  if (!row) return null;
  const { token_stale: stale, ...user } = row;
  if (stale) await q.query('UPDATE user_tokens SET last_used_at = now() WHERE token_hash = $1', [hash]);
  return user as UserRow;
}

export interface SessionFacts {
  userId: number;
  status: number;
  createdAt: Date;
  lastUsedAt: Date;
}

/**
 * The same check as `userForToken` without the member's row: who, whether active, and the
 * token's times (for the member cache, domain/cache/). Refreshes last_used_at the same way.
 */
export async function sessionForToken(
  q: Queryable,
  hash: string,
  policy: SessionPolicy = DEFAULT_SESSIONS,
): Promise<SessionFacts | null> {
  const row = await one<{ user_id: number; status: number; created_at: Date; last_used_at: Date; stale: boolean }>(
    q,
    `SELECT t.user_id, u.status, t.created_at, t.last_used_at,
            t.last_used_at < now() - make_interval(secs => $4::int) AS stale
       FROM user_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND ${LIVE}`,
    [hash, policy.idleDays, policy.maxDays, TOUCH_EVERY_SECONDS],
  );
  if (!row) return null;
  let lastUsedAt = row.last_used_at;
  if (row.stale) {
    const touched = await one<{ last_used_at: Date }>(
      q,
      'UPDATE user_tokens SET last_used_at = now() WHERE token_hash = $1 RETURNING last_used_at',
      [hash],
    );
    if (!touched) return null;
    lastUsedAt = touched.last_used_at;
  }
  return { userId: row.user_id, status: row.status, createdAt: row.created_at, lastUsedAt };
}

/** Of these token hashes, the ones still live and belonging to an active member. */
export async function liveTokenHashes(
  q: Queryable,
  hashes: string[],
  activeStatus: number,
  policy: SessionPolicy = DEFAULT_SESSIONS,
): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await q.query<{ token_hash: string }>(
    `SELECT t.token_hash FROM user_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = ANY($1::text[]) AND ${LIVE} AND u.status = $4`,
    [hashes, policy.idleDays, policy.maxDays, activeStatus],
  );
  return new Set(rows.map((row) => row.token_hash));
}
