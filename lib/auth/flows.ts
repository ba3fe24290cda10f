/**
 * Session flows (docs/SCREENS.md#session): login or registration stores the token, loads the user
 * and lets the balance poll start; logout clears everything even when the call fails.
 */
import { login, logoff, register, requestTrial } from '@/lib/api/auth';
import { ApiError } from '@/lib/api/errors';
import { loadUser } from '@/lib/api/user';
import { getConfig } from '@/lib/config';
import { endSession, startSession } from '@/lib/session';
import { replaceRoute } from '@/lib/router/navigate';
import * as t from '@/lib/text/zh-CN';
import type { RegisterBody } from '@/contract/session/schemas';
import type { User } from '@/lib/api/types';

async function begin(token: string): Promise<User | null> {
  startSession(token);
  try {
    return await loadUser();
  } catch {
    // The token is good; user info will arrive with the next refresh.
    return null;
  }
}

export async function signIn(name: string, password: string): Promise<User | null> {
  const { token } = await login({ name, password });
  return begin(token);
}

/**
 * docs/SCREENS.md#reg2: a refused registration reads 注册失败, with the server's reason after it
 * (注册失败：此用户名已被注册) so the player knows what to change; a reason that already says
 * 注册失败 is shown as it is rather than doubled.
 */
function registerFailureText(reason: string): string {
  const text = reason.trim();
  if (!text) return t.auth.registerFailed;
  return text.startsWith(t.auth.registerFailed) ? text : t.auth.registerFailedBecause(text);
}

/**
 * Register, then log in automatically with the same name and password. Only the registration's
 * own refusal is worded as 注册失败: no answer may still have created the account, and a failed
 * automatic login comes after a registration that worked, so both keep their own messages.
 */
export async function signUp(body: RegisterBody): Promise<User | null> {
  try {
    await register(body);
  } catch (e) {
    if (e instanceof ApiError) throw new ApiError(e.code, registerFailureText(e.message), e.data);
    throw e;
  }
  return signIn(body.name, body.password);
}

/** Whether a trial entry should be offered at all. */
export function trialOffered(serverFlag: boolean | null): boolean {
  const { trial } = getConfig();
  if (!trial.enabled) return false;
  if (trial.username && trial.password) return true;
  return serverFlag !== false;
}

/**
 * The trial account: our server's own call issues a fresh play-money account;
 * against an operator's server without that call, the operator's config.json may
 * name a shared trial account instead. Nothing is built into the bundle.
 */
export async function signInTrial(): Promise<User | null> {
  const { trial } = getConfig();
  if (trial.username && trial.password) return signIn(trial.username, trial.password);
  try {
    const { token } = await requestTrial();
    return begin(token);
  } catch (e) {
    if (e instanceof ApiError && e.code === 404) throw new ApiError(404, t.auth.trialUnavailable);
    throw e;
  }
}

/** docs/SCREENS.md#session: a failed logout call still clears all data and goes to login. */
export async function signOut(): Promise<void> {
  try {
    await logoff();
  } catch {
    /* cleared below regardless */
  } finally {
    endSession();
    replaceRoute('/login');
  }
}
