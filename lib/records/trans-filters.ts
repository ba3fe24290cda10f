/**
 * The account-detail filters (docs/SCREENS.md#transrecord): platform ('' = 全平台), date range 1–4
 * (default 4, last 30 days) and transaction type 1–6. Changing any filter starts the list
 * again at page 1: the filters are part of every page's key, so a change is a new list.
 */
import { TRANS_RECORD_TYPES } from '@/contract/records/rules';
import { DEFAULT_DATE, patchFilters, type DateRange } from './filters';

export type { DateRange } from './filters';
export type TransType = (typeof TRANS_RECORD_TYPES)[number];

export const TRANS_TYPES: readonly TransType[] = TRANS_RECORD_TYPES;

/** Types 5 (gifts) and 6 (rebates) are the reference server's (giftRecords); legacy servers crash on them. */
export const isGiftType = (type: TransType): boolean => type === 5 || type === 6;

/** The types a back end can list: without gift records, 1–4 only. */
export const transTypesFor = (giftRecords: boolean): readonly TransType[] =>
  giftRecords ? TRANS_TYPES : TRANS_TYPES.filter((x) => !isGiftType(x));

export interface TransFilters {
  /** A venue's platname, or '' for every platform. */
  platform: string;
  date: DateRange;
  type: TransType;
}

export const DEFAULT_TRANS_FILTERS: TransFilters = { platform: '', date: DEFAULT_DATE, type: 1 };

/** Apply a change; the same object back when nothing changed, so the list is not reloaded. */
export const withFilter = (current: TransFilters, patch: Partial<TransFilters>): TransFilters =>
  patchFilters(current, patch);
