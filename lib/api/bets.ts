/**
 * Bets: the bet record (投注记录, POST /api/betrecord, paged with useSWRInfinite) and placing a
 * credit bet in a lottery room (POST /api/lotteryOrder, docs/API.md#lotteryorder + docs/LOTTERY.md).
 */
import useSWRInfinite from 'swr/infinite';
import type { BetFilters } from '@/lib/records/bet-filters';
import { useSession } from '@/lib/session';
import { moneyCall } from './money-call';
import { read } from './read';
import { pageKey, FRESH_LIST } from './paging';
import { toBetPlaced } from './normalise/lottery';
import { toBetRecord } from './normalise/records';
import { toPage } from './normalise/scalars';
import type { BetPlaced, BetRecord, Page } from './types';
import type { WirePaginator } from '@/contract/common/schemas';
import type { LotteryOrderBody, WireLotteryOrderResult } from '@/contract/lottery/schemas';
import type { BetRecordBody, WireBetRecord } from '@/contract/records/schemas';

/* ---------- bet record ---------- */

export const BET_RECORD_PATH = '/api/betrecord';

export async function fetchBetPage(filters: BetFilters, page: number): Promise<Page<BetRecord>> {
  const body: BetRecordBody = { date: filters.date, page, api_type: filters.platform };
  const data = await read<WirePaginator<WireBetRecord>>(BET_RECORD_PATH, body);
  return toPage(data, toBetRecord, page);
}

type Key = [string, string, string, BetFilters['date'], number];

/** The bets of the current filters; a filter change is a new key, so the list restarts at page 1. */
export function useBetRecords(filters: BetFilters) {
  const { token } = useSession();
  const base = token ? ([BET_RECORD_PATH, token, filters.platform, filters.date] as const) : null;
  return useSWRInfinite<Page<BetRecord>>(
    pageKey(base) as (index: number, previous: Page<BetRecord> | null) => Key | null,
    ([, , platform, date, page]: Key) => fetchBetPage({ platform, date }, page),
    FRESH_LIST,
  );
}

/* ---------- placing a bet ---------- */

export const LOTTERY_ORDER_PATH = '/api/lotteryOrder';

/**
 * POST /api/lotteryOrder with the Idempotency-Key made when the player confirmed (where announced). Throws ApiError
 * on a refusal (封盘中禁止投注, 余额不足 … in the server's words), NetworkError when no answer came.
 */
export async function placeBets(body: LotteryOrderBody, idempotencyKey: string): Promise<BetPlaced> {
  const { data, message } = await moneyCall<WireLotteryOrderResult>(LOTTERY_ORDER_PATH, body, idempotencyKey);
  return toBetPlaced(data, message);
}
