/**
 * What the input schemas cannot decide on registration (contract/session/schemas.ts decides each
 * field): the confirmation against the password, and the defaults (docs/API.md#register).
 */
import { invalid } from '../../lib/errors.ts';
import type { LoginBody, RegisterBody } from '../../../../contract/session/schemas.ts';
import { SESSION_MESSAGES } from '../../../../contract/session/rules.ts';
import { REALNAME_MESSAGES, REALNAME_PATTERN } from '../../../../contract/member/rules.ts';
import { referrerKey, type ReferrerKey } from './referrer.ts';

export const MESSAGES = SESSION_MESSAGES;

export interface RegisterInput {
  username: string;
  password: string;
  /** null: none yet; the member sets one before the first bind or withdrawal (pay-password.ts). */
  paypassword: string | null;
  realname: string;
  /** Who invited (referrer.ts); null when pid names nobody. */
  referrer: ReferrerKey | null;
}

const REALNAME_RE = new RegExp(REALNAME_PATTERN);

/**
 * Clients send `realname = name` (docs/API.md#register), which means "none yet" and is stored as
 * the name (names are unique whatever their case, so compared so); anything else is a real name
 * and follows the bind-real-name rule, with its message.
 */
function registeredRealname(input: RegisterBody): string {
  if (input.realname === '' || input.realname.toLowerCase() === input.name.toLowerCase()) return input.name;
  if (!REALNAME_RE.test(input.realname)) throw invalid(REALNAME_MESSAGES.invalid);
  return input.realname;
}

/**
 * A pay password outside 6–64 characters, or equal to the login password, is none (never the
 * login password: public clients send that one as the pay password, so it is not stored rather
 * than refused).
 */
export function registration(input: RegisterBody, options: { inviteCodes: boolean }): RegisterInput {
  if (input.confirmPass !== input.password) throw invalid(MESSAGES.confirmMismatch);
  const realname = registeredRealname(input);
  // The captcha `code` is client-side only (docs/API.md#register): not required here.
  const { paypassword } = input;
  return {
    username: input.name,
    password: input.password,
    paypassword:
      paypassword.length >= 6 && paypassword.length <= 64 && paypassword !== input.password ? paypassword : null,
    realname,
    referrer: referrerKey(input.pid, { codes: options.inviteCodes }),
  };
}

export interface LoginInput {
  username: string;
  password: string;
}

export function credentials(input: LoginBody): LoginInput {
  return { username: input.name, password: input.password };
}
