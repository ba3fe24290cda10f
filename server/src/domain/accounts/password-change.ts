/**
 * /api/editPassword and /api/editPayPassword take {password: OLD, paypassword: NEW} (docs/API.md#editpassword).
 * Messages of docs/SCREENS.md#password (change password); a wrong old password is 205 原密码不正确 (docs/API.md#error-codes;
 * the legacy controllers said 登录密码错误 for both, which misleads on the pay one).
 * A new login password revokes every session: the client clears storage and logs in again.
 * A new pay password equal to the login password is 1000 支付密码不能与登录密码相同 (pay-password.ts).
 */
import type { Db } from '../../db/types.ts';
import { invalid, refuse } from '../../lib/errors.ts';
import { revokeAllTokens } from './sessions.ts';
import { hashSecret, verifySecret } from './passwords.ts';
import { verifyGuarded, type GuessLimits } from './secret-guard.ts';
import type { UserRow } from './users.ts';
import { PASSWORD_MESSAGES } from '../../../../contract/member/rules.ts';
import type { EditPasswordBody } from '../../../../contract/member/schemas.ts';

export { PASSWORD_MESSAGES };

export type PasswordKind = 'login' | 'pay';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/** The input as EditPasswordBody / EditPayPasswordBody decided it; the new must differ from the old. */
export function passwordChange(input: EditPasswordBody): PasswordChange {
  if (input.password === input.paypassword) throw invalid(PASSWORD_MESSAGES.same);
  return { oldPassword: input.password, newPassword: input.paypassword };
}

/** `limits`: wrong old passwords allowed per 5 minutes, pay-password checks per 10 (0 = no limit). */
export async function changePassword(
  db: Db,
  user: UserRow,
  kind: PasswordKind,
  change: PasswordChange,
  limits: GuessLimits,
): Promise<void> {
  const stored = kind === 'login' ? user.password_hash : user.paypassword_hash;
  // A member without a pay password sets the first one with the login password as the "old" one
  // (the legacy body has no other field for it): the session alone is not enough.
  const proof = kind === 'pay' && !stored ? user.password_hash : stored;
  if (!(await verifyGuarded({ q: db, ...limits }, kind, user.id, change.oldPassword, proof)))
    throw refuse(205, PASSWORD_MESSAGES.wrongOld);
  if (kind === 'pay' && (await verifySecret(change.newPassword, user.password_hash)))
    throw invalid(PASSWORD_MESSAGES.paySameAsLogin);
  const hash = await hashSecret(change.newPassword);
  await db.tx(async (q) => {
    // Only if the hash is still the one we verified: a concurrent change wins, this one fails.
    const column = kind === 'login' ? 'password_hash' : 'paypassword_hash';
    const rows = await q.query(
      `UPDATE users SET ${column} = $2, updated_at = now() WHERE id = $1 AND ${column} IS NOT DISTINCT FROM $3 RETURNING id`,
      [user.id, hash, stored],
    );
    if (rows.length === 0) throw refuse(205, PASSWORD_MESSAGES.wrongOld);
    if (kind === 'login') await revokeAllTokens(q, user.id);
  });
}
