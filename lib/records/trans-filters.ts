/**
 * The account-detail filters (docs/SCREENS.md#transrecord): platform ('' = 全平台), date range 1–4
 * (default 4, last 30 days) and transaction type 1–6. Changing any filter starts the list
 * again at page 1: the filters are part of every page's key, so a change is a new list.
 */
import { TRANS_RECORD_TYPES } from '@/contract/records/rules';
import { EXTENSIONS, type Extension } from '@/contract/common/extensions';
import { DEFAULT_DATE, patchFilters, type DateRange } from './filters';

export type { DateRange } from './filters';
export type TransType = (typeof TRANS_RECORD_TYPES)[number];

export const TRANS_TYPES: readonly TransType[] = TRANS_RECORD_TYPES;

/**
 * The extension a type needs (docs/API.md#extensions): 5 (gifts) and 6 (rebates) giftRecords,
 * 7 (下级转账) downlineTransfer; 1–4 every back end lists. Legacy servers crash on the others.
 */
export function extensionOfType(type: TransType): Extension | null {
  if (type === 5 || type === 6) return EXTENSIONS.giftRecords;
  if (type === 7) return EXTENSIONS.downlineTransfer;
  return null;
}

/** The types a back end can list, given what it offers. */
export const transTypesFor = (offers: (extension: Extension) => boolean): readonly TransType[] =>
  TRANS_TYPES.filter((type) => {
    const needs = extensionOfType(type);
    return needs === null || offers(needs);
  });

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
