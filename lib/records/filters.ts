/**
 * What every record list filters by (docs/SCREENS.md#transrecord): a platform ('' = 全平台) and a date range
 * 1 today, 2 last 7 days, 3 last 15 days, 4 last 30 days (default 4). The filters live in the
 * route's query (read and written by lib/router/queries), so back, reload and links keep them;
 * each list adds its own (e.g. 账户明细's type).
 */
import { DEFAULT_DATE_RANGE } from '@/lib/constants';

export type DateRange = 1 | 2 | 3 | 4;

export const DATE_RANGES: readonly DateRange[] = [1, 2, 3, 4];
export const DEFAULT_DATE: DateRange = DEFAULT_DATE_RANGE as DateRange;

/**
 * Apply a change to a set of filters; the same object back when nothing changed, so the list is
 * not reloaded. A changed object is a new SWR key, which starts the list again at page 1.
 */
export function patchFilters<F extends object>(current: F, patch: Partial<F>): F {
  const next = { ...current, ...patch };
  return (Object.keys(next) as (keyof F)[]).every((k) => next[k] === current[k]) ? current : next;
}
