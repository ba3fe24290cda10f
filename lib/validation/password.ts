/** Change-password rules (docs/SCREENS.md#password), in their documented order. */
import type { Refusal } from '@/contract/common/rules';
import { PASSWORD_MIN, PAY_PASSWORD_MAX } from '@/lib/constants';
import * as t from '@/lib/text/zh-CN';

export interface PasswordChangeInput {
  old: string;
  next: string;
  confirm: string;
}
export type PasswordField = keyof PasswordChangeInput;

const P = t.password;

export function validatePasswordChange({ old, next, confirm }: PasswordChangeInput): Refusal<PasswordField> | null {
  if (!old) return { field: 'old', message: P.oldRequired };
  if (!next) return { field: 'next', message: P.newRequired };
  if (!confirm) return { field: 'confirm', message: P.confirmRequired };
  if (old.length < PASSWORD_MIN) return { field: 'old', message: P.oldLength };
  if (next.length < PASSWORD_MIN) return { field: 'next', message: P.newLength };
  if (next !== confirm) return { field: 'confirm', message: P.mismatch };
  if (next === old) return { field: 'next', message: P.same };
  return null;
}

export interface FirstPayPasswordInput {
  login: string;
  pay: string;
  confirm: string;
}
export type FirstPayPasswordField = keyof FirstPayPasswordInput;

/**
 * The 设置支付密码 dialog (docs/SCREENS.md#set-pay-password): the login password proves who is
 * at the keyboard; the pay password must be a second secret, never the login password.
 */
export function validateFirstPayPassword({
  login,
  pay,
  confirm,
}: FirstPayPasswordInput): Refusal<FirstPayPasswordField> | null {
  const S = P.setPay;
  if (!login) return { field: 'login', message: S.loginRequired };
  if (!pay) return { field: 'pay', message: S.payRequired };
  if (!confirm) return { field: 'confirm', message: S.confirmRequired };
  if (pay.length < PASSWORD_MIN || pay.length > PAY_PASSWORD_MAX) return { field: 'pay', message: S.payLength };
  if (pay !== confirm) return { field: 'confirm', message: S.mismatch };
  if (pay === login) return { field: 'pay', message: S.sameAsLogin };
  return null;
}

/** Only a back end that says so (the reference server's has_paypassword 0) asks for one. */
export const needsPayPassword = (user: { hasPayPassword?: boolean | null } | null): boolean =>
  user?.hasPayPassword === false;
