/** Account calls: login, registration, the trial account, logout. */
import { call } from './client';
import { ApiError } from './errors';
import { toLogin } from './normalise/member';
import type { LoginResult } from './types';
import type { LoginBody, RegisterBody, WireLoginData } from '@/contract/session/schemas';

function loginOrThrow(data: WireLoginData | null | undefined, message: string): LoginResult {
  const result = toLogin(data);
  if (!result) throw new ApiError(500, message || 'no token');
  return result;
}

export async function login(body: LoginBody): Promise<LoginResult> {
  const { data, message } = await call<WireLoginData>('/api/login_pc', body);
  return loginOrThrow(data, message);
}

/** Registration; docs/SCREENS.md#reg2: on code 200 the caller logs in with the same name and password. */
export async function register(body: RegisterBody): Promise<{ message: string; id: number | null }> {
  const { data, message } = await call<WireLoginData>('/api/register', body);
  // A legacy server answers the whole user row: only the id is read (never the hashes it leaks).
  return { message, id: toLogin(data)?.id ?? null };
}

/** The reference server's guest call: a fresh play-money account. */
export async function requestTrial(): Promise<LoginResult> {
  const { data, message } = await call<WireLoginData>('/api/trial', {});
  return loginOrThrow(data, message);
}

export async function logoff(): Promise<void> {
  await call('/api/logoff', {});
}
