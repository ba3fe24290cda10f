/**
 * What the input schemas cannot decide on registration (contract/session/schemas.ts decides each
 * field): the confirmation against the password, and the defaults (docs/API.md#register).
 */
import { invalid } from '../../lib/errors.ts';
import type { LoginBody, RegisterBody } from '../../../../contract/session/schemas.ts';
import { SESSION_MESSAGES } from '../../../../contract/session/rules.ts';

export const MESSAGES = SESSION_MESSAGES;

export interface RegisterInput {
  username: string;
  password: string;
  /** null: none yet; the member sets one before the first bind or withdrawal (pay-password.ts). */
  paypassword: string | null;
  realname: string;
  pid: number | null;
}

/**
 * A pay password outside 6–64 characters, or equal to the login password, is none (never the
 * login password: public clients send that one as the pay password, so it is not stored rather
 * than refused); an empty real name is the user name.
 */
export function registration(input: RegisterBody): RegisterInput {
  if (input.confirmPass !== input.password) throw invalid(MESSAGES.confirmMismatch);
  // The captcha `code` is client-side only (docs/API.md#register): not required here.
  const pidText = input.pid ?? '';
  const pid = /^\d{1,9}$/.test(pidText) && Number(pidText) > 0 ? Number(pidText) : null;
  const { paypassword } = input;
  return {
    username: input.name,
    password: input.password,
    paypassword:
      paypassword.length >= 6 && paypassword.length <= 64 && paypassword !== input.password ? paypassword : null,
    realname: input.realname === '' ? input.name : input.realname,
    pid,
  };
}

export interface LoginInput {
  username: string;
  password: string;
}

export function credentials(input: LoginBody): LoginInput {
  return { username: input.name, password: input.password };
}
