/** Change-password rules (docs/SCREENS.md#password), in their documented order. */
import type { Refusal } from '@/contract/common/rules';
import { PASSWORD_MIN } from '@/lib/constants';
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
