/**
 * Session flows (docs/SCREENS.md#session): login or registration stores the token, loads the user
 * and lets the balance poll start; logout clears everything even when the call fails.
 */
import { login, logoff, register, requestTrial } from '@/lib/api/auth';
import { ApiError } from '@/lib/api/errors';
import { loadUser } from '@/lib/api/user';
import { blankUser } from '@/lib/api/normalise/member';
import { isRestricted } from '@/lib/protection/restriction';
import { backendHas, EXTENSIONS } from '@/lib/api/backend';
import { getConfig } from '@/lib/config';
import { endSession, saveUser, startSession } from '@/lib/session';
import { replaceRoute } from '@/lib/router/navigate';
import * as t from '@/lib/text/zh-CN';
import type { RegisterBody } from '@/contract/session/schemas';
import type { LoginResult, User } from '@/lib/api/types';

async function begin({ token, id, username, protection }: LoginResult): Promise<User | null> {
  startSession(token, id);
  try {
    return await loadUser();
  } catch {
    // The token is good; user info will arrive with the next refresh. A restriction the login
    // answer carried holds meanwhile, so the guard keeps the member on /restricted.
    if (!protection) return null;
    const user = blankUser({ id, username, protection });
    saveUser(user);
    return user;
  }
}

/** `knownId`: the id an earlier answer (registration) gave, kept when the login answer has none. */
export async function signIn(name: string, password: string, knownId: number | null = null): Promise<User | null> {
  const answer = await login({ name, password });
  return begin({ ...answer, id: answer.id ?? knownId });
}

/** docs/SCREENS.md#restricted: after login a restricted member lands on /restricted, whatever the redirect. */
export function landingAfterLogin(user: User | null, redirectTo: string): string {
  return isRestricted(user) ? '/restricted' : redirectTo;
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
  let id: number | null;
  try {
    ({ id } = await register(body));
  } catch (e) {
    if (e instanceof ApiError) throw new ApiError(e.code, registerFailureText(e.message), e.data);
    throw e;
  }
  return signIn(body.name, body.password, id);
}

/** config.json's shared trial account, when the operator named one (never built into the bundle). */
function sharedTrialAccount(): { username: string; password: string } | null {
  const { trial } = getConfig();
  return trial.username && trial.password ? { username: trial.username, password: trial.password } : null;
}

/**
 * Whether 免费试玩 is offered: with the `trial` extension, unless the server switched it off
 * (trial_enabled "0"); without it (or before /api/app answered), only when config.json names a
 * shared account. Never a button that can only answer that trial is unavailable.
 */
export function trialOffered(serverFlag: boolean | null, hasTrialCall: boolean | undefined): boolean {
  if (!getConfig().trial.enabled) return false;
  if (hasTrialCall) return serverFlag !== false;
  return sharedTrialAccount() !== null;
}

/**
 * The trial account: the reference server's /api/trial issues a fresh play-money account; a back
 * end without it is logged into the operator's shared trial account (config.json) through
 * /api/login_pc.
 */
export async function signInTrial(): Promise<User | null> {
  if (await backendHas(EXTENSIONS.trial)) {
    return begin(await requestTrial());
  }
  const shared = sharedTrialAccount();
  if (!shared) throw new ApiError(404, t.auth.trialUnavailable);
  return signIn(shared.username, shared.password);
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
