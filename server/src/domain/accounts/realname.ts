/**
 * /api/editRealname {realname} (docs/API.md#editrealname): the real name can be bound once: only while it
 * is empty or still equals the user name (registration copies the name there). Otherwise 500
 * 已绑定. The check and the write are one UPDATE, so two concurrent binds cannot both win.
 */
import type { Queryable } from '../../db/types.ts';
import { invalid, refuse } from '../../lib/errors.ts';
import { str } from '../../lib/input.ts';
import { REALNAME_MESSAGES } from '../../../../contract/member/rules.ts';

export { REALNAME_MESSAGES };

/** Chinese names (with the middle dot of transliterations) or Latin names with spaces, 2–30 characters. */
const REALNAME_RE = /^(?:[\u4e00-\u9fa5·•]{2,30}|[A-Za-z][A-Za-z .'-]{1,29})$/u;

export function parseRealname(value: unknown): string {
  const name = str(value, 64).replace(/\s+/g, ' ');
  if (!name) throw invalid(REALNAME_MESSAGES.required);
  if (!REALNAME_RE.test(name)) throw invalid(REALNAME_MESSAGES.invalid);
  return name;
}

export async function bindRealname(q: Queryable, userId: number, realname: string): Promise<void> {
  const rows = await q.query(
    `UPDATE users SET realname = $2, updated_at = now()
     WHERE id = $1 AND (realname = '' OR realname = username) RETURNING id`,
    [userId, realname],
  );
  if (rows.length === 0) throw refuse(500, REALNAME_MESSAGES.bound);
}
