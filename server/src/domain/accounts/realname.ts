/**
 * /api/editRealname {realname} (docs/API.md#editrealname; the input decided by EditRealnameBody): the real name can be bound once: only while it
 * is empty or still equals the user name (registration copies the name there). Otherwise 500
 * 已绑定. The check and the write are one UPDATE, so two concurrent binds cannot both win.
 */
import type { Queryable } from '../../db/types.ts';
import { refuse } from '../../lib/errors.ts';
import { REALNAME_MESSAGES } from '../../../../contract/member/rules.ts';

export { REALNAME_MESSAGES };

/** `realname` as EditRealnameBody decided it (present, a name). */
export async function bindRealname(q: Queryable, userId: number, realname: string): Promise<void> {
  const rows = await q.query(
    `UPDATE users SET realname = $2, updated_at = now()
     WHERE id = $1 AND (realname = '' OR realname = username) RETURNING id`,
    [userId, realname],
  );
  if (rows.length === 0) throw refuse(500, REALNAME_MESSAGES.bound);
}
