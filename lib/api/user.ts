/** The member: user info, balance (polled), refresh. */
import { useCallback, useState } from 'react';
import useSWR, { mutate } from 'swr';
import { BALANCE_POLL_MS } from '@/lib/constants';
import { toCents, type Cents } from '@/lib/money';
import { patchUser, saveUser, useSession } from '@/lib/session';
import { call, fetchData } from './client';
import { toUser } from './wire';
import type { User } from './types';
import type { WireBalance, WireUser } from './wire-types';

export const BALANCE_KEY = '/api/balance';

export async function loadUser(): Promise<User> {
  const user = toUser(await fetchData<WireUser>('/api/user', {}, { silent: true }));
  saveUser(user);
  return user;
}

/** POST /api/refreshusermoney: the full user shape (docs/API.md#refreshusermoney), saved; returns the server message. */
export async function refreshUserMoney(): Promise<{ user: User; message: string }> {
  const { data, message } = await call<WireUser>('/api/refreshusermoney', {});
  const user = toUser(data as WireUser);
  saveUser(user);
  await mutate((key) => Array.isArray(key) && key[0] === BALANCE_KEY, user.balance, { revalidate: false });
  return { user, message };
}

export async function fetchBalance(): Promise<Cents> {
  const data = await fetchData<WireBalance>(BALANCE_KEY, {}, { silent: true });
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
 * client has already said why).
 */
export function useBalanceRefresh() {
  const { mutate } = useBalance();
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(async (): Promise<string | null> => {
    if (busy) return null;
    setBusy(true);
    try {
      const { user, message } = await refreshUserMoney();
      await mutate(user.balance, { revalidate: false });
      return message;
    } catch {
      return null;
    } finally {
      setBusy(false);
    }
  }, [busy, mutate]);
  return { refresh, busy };
}
