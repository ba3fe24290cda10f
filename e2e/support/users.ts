/**
 * Players made through the API, so screen specs start from a known account without
 * clicking through the register form each time.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiOk } from './api';

export interface TestUser {
  username: string;
  password: string;
  payPassword: string;
  token: string;
}

let counter = 0;

/** 6–16 letters or digits (the register rule), unique across runs of one database. */
export function uniqueUsername(prefix = 'e2e'): string {
  counter += 1;
  const stamp = Date.now().toString(36).slice(-6);
  return `${prefix}${stamp}${counter}`.slice(0, 16);
}

/** Registers a player (as the legacy client does, realname = name) then logs in. */
export async function registerUser(
  request: APIRequestContext,
  opts: { username?: string; password?: string; payPassword?: string; pid?: number } = {},
): Promise<TestUser> {
  const username = opts.username ?? uniqueUsername();
  const password = opts.password ?? 'pass1234';
  const payPassword = opts.payPassword ?? '123456';
  await apiOk(request, '/api/register', {
    name: username,
    password,
    confirmPass: password,
    realname: username,
    paypassword: payPassword,
    code: '',
    ...(opts.pid !== undefined ? { pid: opts.pid } : {}),
  });
  const token = await login(request, username, password);
  return { username, password, payPassword, token };
}

/** login_pc issues a fresh token on every call (docs/API.md#auth). */
export async function login(request: APIRequestContext, username: string, password: string): Promise<string> {
  const data = await apiOk<{ api_token: string }>(request, '/api/login_pc', { name: username, password });
  return data.api_token;
}

/**
 * Opens the app already signed in: the token is put where lib/session.ts reads it
 * (localStorage `token`) before any app script runs.
 */
export async function signIn(page: Page, user: Pick<TestUser, 'token'>): Promise<void> {
  await page.addInitScript((token) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', token);
  }, user.token);
}

/** Binds the real name 张三 and a bank card ending 5678 (the owner must be the real name). */
export async function bindBankCard(request: APIRequestContext, player: TestUser): Promise<void> {
  await apiOk(request, '/api/editRealname', { realname: '张三' }, player.token);
  await apiOk(
    request,
    '/api/bindcard',
    {
      bank: '中国工商银行',
      bank_owner: '张三',
      bank_no: '6222020000005678',
      bank_address: '深圳南山支行',
      pay_pass: player.payPassword,
    },
    player.token,
  );
}
