/** Login and registration rules (docs/SCREENS.md#reg2), in the order the messages are checked. */
import type { Refusal } from '@/contract/common/rules';
import { NAME_MAX, NAME_MIN, PASSWORD_MIN } from '@/lib/constants';
import * as t from '@/lib/text/zh-CN';
import { captchaMatches } from '@/lib/captcha';

export type LoginField = 'name' | 'password';
export type AuthField = LoginField | 'confirm' | 'code';

export interface LoginInput {
  name: string;
  password: string;
}

export function validateLogin({ name, password }: LoginInput): Refusal<LoginField> | null {
  if (!name.trim() || !password) return { field: name.trim() ? 'password' : 'name', message: t.auth.loginRequired };
  return null;
}

export interface RegisterInput {
  name: string;
  password: string;
  confirm: string;
  code: string;
  /** The code of the captcha image on screen. */
  captchaAnswer: string;
  /** Which of the two documented mismatch texts this screen uses. */
  mismatchText?: string;
}

/**
 * Only the minimum length is checked (docs/SCREENS.md#reg2); inputs cap at 16 themselves. A
 * refusal of a typed `code` is a wrong captcha: the form then shows a new image.
 */
export function validateRegister(input: RegisterInput): Refusal<AuthField> | null {
  const name = input.name.trim();
  if (name.length < NAME_MIN || name.length > NAME_MAX) return { field: 'name', message: t.auth.usernameRule };
  if (input.password.length < PASSWORD_MIN) return { field: 'password', message: t.auth.passwordRule };
  if (input.confirm !== input.password)
    return { field: 'confirm', message: input.mismatchText ?? t.auth.passwordMismatch };
  if (!input.code.trim()) return { field: 'code', message: t.auth.captchaRequired };
  if (!captchaMatches(input.code, input.captchaAnswer)) return { field: 'code', message: t.auth.captchaWrong };
  return null;
}
