/** Account records (账户明细): POST /api/gettransrecord, paged with useSWRInfinite. */
import useSWRInfinite from 'swr/infinite';
import type { TransFilters } from '@/lib/records/trans-filters';
import { useSession } from '@/lib/session';
import { read } from './read';
import { FRESH_LIST, pageKey } from './paging';
import { toTransRecord } from './normalise/records';
import { toPage } from './normalise/scalars';
import type { Page, TransRecord } from './types';
import type { WirePaginator } from '@/contract/common/schemas';
import type { TransRecordBody, WireTransRecord } from '@/contract/records/schemas';

export const TRANS_RECORD_PATH = '/api/gettransrecord';

export async function fetchTransPage(filters: TransFilters, page: number): Promise<Page<TransRecord>> {
  const body: TransRecordBody = { date: filters.date, type: filters.type, page, api_type: filters.platform };
  const data = await read<WirePaginator<WireTransRecord>>(TRANS_RECORD_PATH, body);
  return toPage(data, toTransRecord, page);
}

type Key = [string, string, string, TransFilters['date'], TransFilters['type'], number];

/**
 * The records of the current filters; a filter change is a new key, so the list restarts at page 1.
 * `ready` false: not asked yet (the screen waits to know whether the back end lists that type).
 */
export function useTransRecords(filters: TransFilters, ready = true) {
  const { token } = useSession();
  const base =
    token && ready ? ([TRANS_RECORD_PATH, token, filters.platform, filters.date, filters.type] as const) : null;
  return useSWRInfinite<Page<TransRecord>>(
    pageKey(base) as (index: number, previous: Page<TransRecord> | null) => Key | null,
    ([, , platform, date, type, page]: Key) => fetchTransPage({ platform, date, type }, page),
    FRESH_LIST,
  );
}
