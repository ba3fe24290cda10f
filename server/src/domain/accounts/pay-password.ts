/**
 * The pay password is the second secret that stands between a stolen login and a cash-out (bind a
 * card, withdraw, pay a downline). So a member has a pay password only when it differs from the
 * login password: none is ever taken from the login password, and one found equal to it (kept
 * from before this rule) counts as none. A member without one hears the call's own "set one
 * first" refusal (251 请先设置支付密码 on a bind, 520 请先设置取款密码 on a withdrawal), which every
 * client already knows, and sets one with /api/editPayPassword (password-change.ts).
 */
import type { Queryable } from '../../db/types.ts';
import type { BizError } from '../../lib/errors.ts';
import { verifySecret } from './passwords.ts';
import { verifyGuarded, type SecretGuard } from './secret-guard.ts';
import type { UserRow } from './users.ts';

export interface PayPasswordRefusals {
  /** No distinct pay password: set one first. */
  none: () => BizError;
  wrong: () => BizError;
}

export type PayPasswordHolder = Pick<UserRow, 'id' | 'password_hash' | 'paypassword_hash'>;

/** Whether the member has a pay password of its own, as far as is known without the secret. */
export const hasPayPassword = (user: Pick<UserRow, 'paypassword_hash'>): boolean => Boolean(user.paypassword_hash);

/**
 * Refuses unless `secret` is the member's pay password and not also the login password. The
 * guessing guard counts first; a pay password found equal to the login password is dropped, so
 * the member is asked for a new one from then on (/api/user's `has_paypassword` turns 0).
 */
export async function checkPayPassword(
  guard: SecretGuard,
  user: PayPasswordHolder,
  secret: string,
  refusals: PayPasswordRefusals,
): Promise<void> {
  if (!user.paypassword_hash) throw refusals.none();
  if (!(await verifyGuarded(guard, 'pay', user.id, secret, user.paypassword_hash))) throw refusals.wrong();
  if (await verifySecret(secret, user.password_hash)) {
    await dropPayPassword(guard.q, user.id, user.paypassword_hash);
    throw refusals.none();
  }
}

/** Only if it is still the hash that was checked: a concurrent change wins. */
async function dropPayPassword(q: Queryable, userId: number, hash: string): Promise<void> {
  await q.query(
    'UPDATE users SET paypassword_hash = NULL, updated_at = now() WHERE id = $1 AND paypassword_hash = $2',
    [userId, hash],
  );
}
