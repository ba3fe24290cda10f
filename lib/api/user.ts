/** The member: user info, balance (polled), refresh. */
import { useCallback } from 'react';
import useSWR, { mutate } from 'swr';
import { BALANCE_POLL_MS } from '@/lib/constants';
import { toCents, type Cents } from '@/lib/money';
import { mergeUser, patchUser, useSession } from '@/lib/session';
import { read, readAnswer } from './read';
import { useSubmit } from './use-submit';
import { toUser, toUserPatch } from './normalise/member';
import type { User } from './types';
import type { WireBalance, WireUser } from '@/contract/member/schemas';

export const BALANCE_KEY = '/api/balance';

/** Every user answer is merged into the stored user: legacy answers are subsets (no id, no paysum …). */
function keep(w: WireUser): User {
  return mergeUser(toUserPatch(w), toUser(w));
}

/**
 * /api/user is the whole profile: a `protection` it leaves out means the account is open
 * (docs/API.md#protection), so an ended time-out is forgotten here, while a partial refresh keeps it.
 */
export async function loadUser(): Promise<User> {
  const w = await read<WireUser>('/api/user', {});
  return mergeUser({ protection: null, ...toUserPatch(w) }, toUser(w));
}

/**
 * POST /api/refreshusermoney: the full user shape on the reference server, a subset on a legacy one
 * (docs/API.md#refreshusermoney); merged, so an agent keeps 代理登录 and the VIP progress its value.
 */
export async function refreshUserMoney(): Promise<{ user: User; message: string }> {
  const { data, message } = await readAnswer<WireUser>('/api/refreshusermoney', {});
  const user = keep(data);
  await mutate((key) => Array.isArray(key) && key[0] === BALANCE_KEY, user.balance, { revalidate: false });
  return { user, message };
}

export async function fetchBalance(): Promise<Cents> {
  const data = await read<WireBalance>(BALANCE_KEY, {});
  const balance = toCents(data?.balance);
  patchUser({ balance });
  return balance;
}

/**
 * The balance. `poll` is set once, by the app root, so there is one 2.5 s poll
 * while logged in (paused while the page is hidden); everyone else just reads.
 */
export function useBalance(poll = false) {
  const { token, user } = useSession();
  return useSWR<Cents>(token ? [BALANCE_KEY, token] : null, fetchBalance, {
    refreshInterval: poll ? BALANCE_POLL_MS : 0,
    refreshWhenHidden: false,
    refreshWhenOffline: false,
    revalidateOnFocus: poll,
    dedupingInterval: 1000,
    fallbackData: user?.balance,
  });
}

/** Revalidate every balance reader (after a refresh, a transfer, a bet...). */
export function revalidateBalance(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === BALANCE_KEY);
}

/**
 * The refresh button of every balance display: one call at a time, the new balance pushed into
 * the caller's SWR cache. Returns the server's message (or null when the call failed: the
 * submit policy has already said why).
 */
export function useBalanceRefresh() {
  const { mutate } = useBalance();
  const { submit, busy } = useSubmit();
  const refresh = useCallback(async (): Promise<string | null> => {
    const done = await submit(() => refreshUserMoney());
    if (!done.ok) return null;
    await mutate(done.value.user.balance, { revalidate: false });
    return done.value.message;
  }, [submit, mutate]);
  return { refresh, busy };
}
