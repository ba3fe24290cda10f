/**
 * The account-detail filters (SPEC §2.17, §4): platform ('' = 全平台), date range 1–4
 * (default 4, last 30 days) and transaction type 1–6. Changing any filter starts the list
 * again at page 1: the filters are part of every page's key, so a change is a new list.
 */
import { DEFAULT_DATE_RANGE } from '@/lib/constants';

export type DateRange = 1 | 2 | 3 | 4;
export type TransType = 1 | 2 | 3 | 4 | 5 | 6;

export const DATE_RANGES: readonly DateRange[] = [1, 2, 3, 4];
export const TRANS_TYPES: readonly TransType[] = [1, 2, 3, 4, 5, 6];

export interface TransFilters {
  /** A venue's platname, or '' for every platform. */
  platform: string;
  date: DateRange;
  type: TransType;
}

export const DEFAULT_TRANS_FILTERS: TransFilters = { platform: '', date: DEFAULT_DATE_RANGE as DateRange, type: 1 };

const pick = <T extends number>(allowed: readonly T[], value: string | null, fallback: T): T => {
  const n = Number(value);
  return (allowed as readonly number[]).includes(n) ? (n as T) : fallback;
};

/** /transRecord?type=2&date=1&platform=ag — a link (e.g. after a withdrawal) can open a filtered list. */
export function filtersFromQuery(query: URLSearchParams): TransFilters {
  return {
    platform: (query.get('platform') ?? '').trim(),
    date: pick(DATE_RANGES, query.get('date'), DEFAULT_TRANS_FILTERS.date),
    type: pick(TRANS_TYPES, query.get('type'), DEFAULT_TRANS_FILTERS.type),
  };
}

/** Apply a change; the same object back when nothing changed, so the list is not reloaded. */
export function withFilter(current: TransFilters, patch: Partial<TransFilters>): TransFilters {
  const next = { ...current, ...patch };
  return next.platform === current.platform && next.date === current.date && next.type === current.type ? current : next;
}
