/**
 * The wallet domain: venue balances, transfers, recycle-all, auto-transfer, deposits.
 * Reads are SWR hooks (keys carry the token so a new session never sees the old cache);
 * writes are plain async functions that revalidate what they change.
 */
import useSWR, { mutate } from 'swr';
import { BALANCE_LIST_POLL_MS } from '@/lib/constants';
import { useSession } from '@/lib/session';
import { call, fetchData } from './client';
import { ApiError, AuthError } from './errors';
import { toVenueBalances } from './wire';
import type { VenueBalance } from './types';

export const BALANCE_LIST_PATH = '/api/balancelist';

export async function fetchBalanceList(): Promise<VenueBalance[]> {
  return toVenueBalances(await fetchData<unknown>(BALANCE_LIST_PATH, {}, { silent: true }));
}

/**
 * The venue balances (main wallet not included), polled every `pollMs` while the page is
 * visible: SPEC §9 wants 3.5 s on wallet and withdrawal screens, 1.5 s on /transfer.
 * `pollMs = 0` reads once.
 */
export function useBalanceList(pollMs: number = BALANCE_LIST_POLL_MS) {
  const { token } = useSession();
  return useSWR<VenueBalance[]>(token ? [BALANCE_LIST_PATH, token] : null, fetchBalanceList, {
    refreshInterval: pollMs,
    refreshWhenHidden: false,
    refreshWhenOffline: false,
    dedupingInterval: Math.min(1000, pollMs || 1000),
    keepPreviousData: true,
  });
}

/** Revalidate every balance-list reader (after a transfer or a recycle). */
export function revalidateBalanceList(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === BALANCE_LIST_PATH);
}

/**
 * POST /api/transall: recycle every venue balance into the main wallet.
 * SPEC §8: its message is shown whatever the code, so the caller gets it either way.
 */
export async function recycleAll(): Promise<{ ok: boolean; message: string }> {
  try {
    const { message } = await call('/api/transall', {}, { silent: true });
    return { ok: true, message };
  } catch (e) {
    if (e instanceof ApiError && !(e instanceof AuthError)) return { ok: false, message: e.message };
    throw e;
  }
}
