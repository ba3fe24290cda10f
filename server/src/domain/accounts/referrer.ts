/**
 * Who invited a registering member (docs/API.md#register): `pid` names the referrer by member id
 * (what the platform's public clients send) or, on the reference dialect, by invite code
 * (migration 089: 7 characters without 0/O/1/I/L, never all digits, so a number is always an id).
 * A referrer that does not exist is ignored, as an invite link may carry anything.
 */
import { one, type Queryable } from '../../db/types.ts';
import { findUserById } from './users.ts';

export type ReferrerKey = { id: number } | { code: string };

const ID = /^\d{1,9}$/;
/** The form of a code, whatever its case; a code nobody has is then simply not found. */
const CODE = /^[A-Za-z0-9]{6,8}$/;

/** The pid as sent; null when it names nobody. `codes` false (legacy dialect): ids only, as before. */
export function referrerKey(pid: string | undefined, options: { codes: boolean }): ReferrerKey | null {
  const text = pid ?? '';
  if (ID.test(text)) return Number(text) > 0 ? { id: Number(text) } : null;
  return options.codes && CODE.test(text) ? { code: text.toUpperCase() } : null;
}

/** The referrer's member id, or null when nobody has that id or code. */
export async function referrerId(q: Queryable, key: ReferrerKey | null): Promise<number | null> {
  if (key === null) return null;
  if ('id' in key) return (await findUserById(q, key.id)) ? key.id : null;
  const row = await one<{ id: number }>(q, 'SELECT id FROM users WHERE invite_code = $1', [key.code]);
  return row?.id ?? null;
}
