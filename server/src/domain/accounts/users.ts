/**
 * The users table. Rows never leave the server as they are: answers are built field by field
 * (profile.ts), so hashes cannot leak, and writes name their columns (no mass assignment).
 */
import { withChange } from '../../db/change-watch.ts';
import { one, type Queryable } from '../../db/types.ts';
import { addressKey } from '../../lib/address-key.ts';
import { ensurePlayerAccount } from '../ledger/accounts.ts';

export interface UserRow {
  id: number;
  username: string;
  realname: string;
  password_hash: string;
  paypassword_hash: string | null;
  status: number;
  vip: number;
  pid: number | null;
  /** Upper case, unique (migration 089); what an invite link carries. */
  invite_code: string;
  is_trial: boolean;
  isagent: number;
  transferstatus: number;
  avatar: string;
  mobile: string;
  email: string;
  birthday: string;
  paysum: bigint;
  totalgame: bigint;
  created_at: Date;
  updated_at: Date;
}

export const USER_ACTIVE = 1;
export const USER_DISABLED = 0;

export async function findUserByName(q: Queryable, username: string): Promise<UserRow | null> {
  return one<UserRow>(q, 'SELECT * FROM users WHERE lower(username) = lower($1)', [username]);
}

export async function findUserById(q: Queryable, id: number): Promise<UserRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  return one<UserRow>(q, 'SELECT * FROM users WHERE id = $1', [id]);
}

export interface NewUser {
  username: string;
  realname: string;
  passwordHash: string;
  paypasswordHash: string | null;
  pid: number | null;
  isTrial: boolean;
  avatar?: string;
  /** The client address of a registration (kept, with its addressKey, for the invite checks). */
  registerIp?: string;
}

/** Draws of the invite code before giving up: two equal draws at once are already rare. */
const INVITE_CODE_DRAWS = 5;

/**
 * Inserts the user and its main wallet in the caller's transaction. The invite code is the
 * column's default (migration 089); a code another registration took meanwhile skips the row
 * (ON CONFLICT on that index only, so a taken name still raises) and the next try draws again.
 */
export async function insertUser(q: Queryable, user: NewUser): Promise<UserRow> {
  for (let draw = 1; ; draw++) {
    const row = await one<UserRow>(
      q,
      `INSERT INTO users (username, realname, password_hash, paypassword_hash, pid, is_trial, avatar, register_ip, register_addr)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (invite_code) DO NOTHING RETURNING *`,
      [
        user.username,
        user.realname,
        user.passwordHash,
        user.paypasswordHash,
        user.pid,
        user.isTrial,
        user.avatar ?? '',
        user.registerIp ?? null,
        user.registerIp === undefined ? null : addressKey(user.registerIp),
      ],
    );
    if (row) {
      await ensurePlayerAccount(q, row.id);
      return row;
    }
    if (draw === INVITE_CODE_DRAWS) throw new Error('no free invite code after several draws');
  }
}

/** Disabling a member also ends every session, so no old token or open socket outlives it. */
/** A new hash of the same login password (stronger parameters), unless it changed meanwhile. */
export async function setPasswordHash(q: Queryable, userId: number, oldHash: string, hash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [userId, oldHash, hash]);
}

export async function setUserStatus(q: Queryable, userId: number, status: number): Promise<void> {
  await withChange(q, { users: [userId] }, async () => {
    await q.query('UPDATE users SET status = $2, updated_at = now() WHERE id = $1', [userId, status]);
    if (status !== USER_ACTIVE) await q.query('DELETE FROM user_tokens WHERE user_id = $1', [userId]);
  });
}
