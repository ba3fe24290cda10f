/**
 * Server-side checks with the same Chinese messages as the client (docs/API.md#login_pc).
 */
import { invalid } from '../../lib/errors.ts';
import { raw, str, type Input } from '../../lib/input.ts';
import {
  LOGIN_PASSWORD_LENGTH,
  REGISTER_PASSWORD_LENGTH,
  SESSION_MESSAGES,
  USERNAME_PATTERN,
} from '../../../../contract/session/rules.ts';

export const MESSAGES = SESSION_MESSAGES;

const USERNAME_RE = new RegExp(USERNAME_PATTERN);

export interface RegisterInput {
  username: string;
  password: string;
  paypassword: string;
  realname: string;
  pid: number | null;
}

export function parseRegister(input: Input): RegisterInput {
  const username = str(input.name, 64);
  if (!USERNAME_RE.test(username)) throw invalid(MESSAGES.usernameRule);
  const password = raw(input.password);
  if (password.length < REGISTER_PASSWORD_LENGTH.min || password.length > REGISTER_PASSWORD_LENGTH.max)
    throw invalid(MESSAGES.passwordRule);
  if (raw(input.confirmPass) !== password) throw invalid(MESSAGES.confirmMismatch);
  // The captcha `code` is client-side only (docs/API.md#register): not required here.
  const paypassword = raw(input.paypassword);
  const realname = str(input.realname, 32);
  const pidText = str(input.pid, 12);
  const pid = /^\d{1,9}$/.test(pidText) && Number(pidText) > 0 ? Number(pidText) : null;
  return {
    username,
    password,
    paypassword: paypassword.length >= 6 && paypassword.length <= 64 ? paypassword : password,
    realname: realname === '' ? username : realname,
    pid,
  };
}

export interface LoginInput {
  username: string;
  password: string;
}

export function parseLogin(input: Input): LoginInput {
  const username = str(input.name, 64);
  if (username === '') throw invalid(MESSAGES.loginNameRequired);
  const password = raw(input.password);
  if (password.length < LOGIN_PASSWORD_LENGTH.min || password.length > LOGIN_PASSWORD_LENGTH.max)
    throw invalid(MESSAGES.loginPasswordRule);
  return { username, password };
}
