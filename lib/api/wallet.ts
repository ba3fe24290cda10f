/**
 * The wallet domain: venue balances, transfers, recycle-all, auto-transfer and deposits.
 * Reads are SWR hooks (keys carry the token so a new session never sees the old cache);
 * writes are plain async functions that revalidate what they change.
 */
import { useCallback } from 'react';
import useSWR, { mutate as globalMutate, type ScopedMutator } from 'swr';
import { BALANCE_LIST_POLL_MS } from '@/lib/constants';
import { patchUser, useSession } from '@/lib/session';
import { call } from './client';
import { moneyCall } from './money-call';
import { read, readAnswer } from './read';
import { BALANCE_KEY, refreshUserMoney, revalidateBalance } from './user';
import { toList } from './normalise/scalars';
import {
  toDepositNo,
  toMoneyMoved,
  toPayInfo,
  toPayRange,
  toPayWays,
  toReceivingAccount,
  toVenueBalances,
} from './normalise/wallet';
import type { Cents } from '@/lib/money';
import type { MoneyAnswer, MoneyMoved, PayInfo, PayWayKey, ReceivingAccount, VenueBalance } from './types';

import type { PayRangeType, RechargeBody, TransferBody, WirePayBank, WirePayInfo } from '@/contract/money/schemas';

/* ---------- venue balances ---------- */

export const BALANCE_LIST_PATH = '/api/balancelist';

export async function fetchBalanceList(): Promise<VenueBalance[]> {
  return toVenueBalances(await read<unknown>(BALANCE_LIST_PATH, {}));
}

/**
 * The venue balances (main wallet not included), polled every `pollMs` while the page is
 * visible: docs/SCREENS.md#polling wants 3.5 s on wallet and withdrawal screens, 1.5 s on /transfer.
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
  return globalMutate((key) => Array.isArray(key) && key[0] === BALANCE_LIST_PATH);
}

/** After money moved without an answer to go by (a deposit paid): every balance reader reloads. */
export async function afterMoneyMoved(): Promise<void> {
  await Promise.allSettled([refreshUserMoney(), revalidateBalance(), revalidateBalanceList()]);
}

/**
 * After a transfer, withdrawal or recycle: the balances the answer carried go into every reader
 * as they are (no read), and only what it left out is read once — the main balance when a legacy
 * withdrawal answers `[]` or a recycle `""`, the venue list when no venue balance came back (a
 * legacy transfer, a recycle). `venues: false`: the move touched no venue (a withdrawal).
 * `mutate`: the SWRConfig's own when called from inside one (useSWRConfig).
 */
export async function applyMoneyMoved(
  moved: MoneyMoved,
  { venues = true, mutate = globalMutate }: { venues?: boolean; mutate?: ScopedMutator } = {},
): Promise<void> {
  const isBalance = (key: unknown) => Array.isArray(key) && key[0] === BALANCE_KEY;
  const isList = (key: unknown) => Array.isArray(key) && key[0] === BALANCE_LIST_PATH;
  const writes: Promise<unknown>[] = [];
  if (moved.balance === null) writes.push(mutate(isBalance));
  else {
    const balance = moved.balance;
    patchUser({ balance });
    writes.push(mutate(isBalance, balance, { revalidate: false }));
  }
  const venue = moved.venue;
  if (venue) {
    const update = (list: VenueBalance[] | undefined) =>
      list?.map((v) => (v.platname === venue.platname ? { ...v, balance: venue.balance } : v));
    writes.push(mutate(isList, update, { revalidate: false }));
  } else if (venues) writes.push(mutate(isList));
  await Promise.allSettled(writes);
}

/* ---------- transfers ---------- */

/**
 * POST /api/transfer with the Idempotency-Key made when the player confirmed (sent where announced,
 * lib/api/money-call.ts); resolves with the server's message and the balances it answered with,
 * a refusal throws ApiError carrying the server's message.
 */
export async function transfer(body: TransferBody, idempotencyKey: string): Promise<MoneyAnswer> {
  const { data, message } = await moneyCall<unknown>('/api/transfer', body, idempotencyKey);
  return { message, moved: toMoneyMoved(data) };
}

/** POST /api/transall: recycle every venue balance into the main wallet; the message and any balance answered. */
export async function recycleAll(idempotencyKey?: string): Promise<MoneyAnswer> {
  const { data, message } = await moneyCall<unknown>('/api/transall', {}, idempotencyKey);
  return { message, moved: toMoneyMoved(data) };
}

/** POST /api/uptransferstatus {transferstatus}; the saved user follows on success. */
export async function setAutoTransfer(on: boolean): Promise<string> {
  const { message } = await call('/api/uptransferstatus', { transferstatus: on ? 1 : 0 });
  patchUser({ autoTransfer: on });
  return message;
}

/* ---------- deposits ---------- */

export const PAY_WAY_PATH = '/api/get_pay_way';

export async function fetchPayWays(): Promise<PayWayKey[]> {
  return toPayWays(await read<unknown>(PAY_WAY_PATH, {}, { method: 'GET' }));
}

/** The ways offered on /recharge, manual always last. */
export function usePayWays() {
  const { token } = useSession();
  return useSWR<PayWayKey[]>(token ? [PAY_WAY_PATH, token] : null, fetchPayWays, { revalidateOnFocus: false });
}

export const PAY_RANGE_PATH = '/api/getPayRange';

export async function fetchPayRange(type: PayRangeType): Promise<{ min: Cents; max: Cents }> {
  return toPayRange(await read<unknown>(PAY_RANGE_PATH, { type }));
}

/** The server range of a way; undefined until it loads (the screen then uses 100–10000). */
export function usePayRange(type: PayRangeType | null) {
  const { token } = useSession();
  return useSWR(token && type ? [PAY_RANGE_PATH, type, token] : null, () => fetchPayRange(type as PayRangeType), {
    revalidateOnFocus: false,
  });
}

export const PAY_BANK_PATH = '/api/getpaybank';

export async function fetchPayBanks(): Promise<ReceivingAccount[]> {
  return toList<WirePayBank, ReceivingAccount>(await read<unknown>(PAY_BANK_PATH, {}), toReceivingAccount);
}

/** The platform's receiving accounts for bank deposits. */
export function usePayBanks(enabled: boolean) {
  const { token } = useSession();
  return useSWR<ReceivingAccount[]>(token && enabled ? [PAY_BANK_PATH, token] : null, fetchPayBanks, {
    revalidateOnFocus: false,
  });
}

/**
 * POST /api/recharge with an Idempotency-Key where announced (a double tap must not open two deposits).
 * Returns the deposit number; a refusal throws ApiError carrying the server's message.
 */
export async function recharge(body: RechargeBody, idempotencyKey: string): Promise<string> {
  const { data, message } = await moneyCall<unknown>('/api/recharge', body, idempotencyKey);
  return toDepositNo(data, message);
}

export const PAY_INFO_PATH = '/api/payinfo';

export async function fetchPayInfo(depositNo: string): Promise<PayInfo> {
  const { data, message } = await readAnswer<WirePayInfo>(PAY_INFO_PATH, { deposit_no: depositNo });
  return toPayInfo(data, message);
}

/**
 * The payment of a deposit, polled every `pollMs` while it is pending so 'payment arrives
 * automatically' shows when the provider's callback (or the operator) settles it.
 */
export function usePayInfo(depositNo: string, pollMs: number) {
  const { token } = useSession();
  // Stable across renders: SWR restarts its poll timer whenever this function changes, and the
  // screen re-renders more often (the 2.5 s balance poll) than it polls.
  const refreshInterval = useCallback(
    (latest?: PayInfo) => (latest && latest.state !== 1 && latest.state !== 0 ? 0 : pollMs),
    [pollMs],
  );
  return useSWR<PayInfo>(token && depositNo ? [PAY_INFO_PATH, depositNo, token] : null, () => fetchPayInfo(depositNo), {
    refreshInterval,
    refreshWhenHidden: false,
    revalidateOnFocus: true,
    keepPreviousData: true,
  });
}
