/**
 * Bearer tokens: 32 random bytes sent as base64url, stored only as SHA-256 hashes, so a database
 * leak gives no usable session. Deleting the row revokes the token.
 */
import { createHash, randomBytes } from 'node:crypto';
import { one, type Queryable } from '../../db/types.ts';
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
}

export async function issueToken(q: Queryable, userId: number, options: IssueOptions): Promise<string> {
  if (options.revokeOthers) await q.query('DELETE FROM user_tokens WHERE user_id = $1', [userId]);
  const token = newToken();
  await q.query('INSERT INTO user_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), userId]);
  return token;
}

export async function revokeToken(q: Queryable, token: string): Promise<void> {
  await q.query('DELETE FROM user_tokens WHERE token_hash = $1', [hashToken(token)]);
}

/** The user a token belongs to, or null when unknown or revoked. */
export async function userForToken(q: Queryable, token: string): Promise<UserRow | null> {
  if (token.length > 128) return null;
  return one<UserRow>(q, `SELECT u.* FROM user_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1`, [
    hashToken(token),
  ]);
}
