/**
 * What every record list filters by (docs/SCREENS.md#transrecord): a platform ('' = 全平台) and a date range
 * 1 today, 2 last 7 days, 3 last 15 days, 4 last 30 days (default 4). The filters live in the
 * route's query, so back, reload and links keep them; each list adds its own (e.g. 账户明细's type).
 */
import { DEFAULT_DATE_RANGE } from '@/lib/constants';

export type DateRange = 1 | 2 | 3 | 4;

export const DATE_RANGES: readonly DateRange[] = [1, 2, 3, 4];
export const DEFAULT_DATE: DateRange = DEFAULT_DATE_RANGE as DateRange;

/** A query value that must be one of `allowed` numbers; anything else is the fallback. */
export function pickNumber<T extends number>(allowed: readonly T[], value: string | null, fallback: T): T {
  const n = Number(value);
  return (allowed as readonly number[]).includes(n) ? (n as T) : fallback;
}

/** The date range of a list's query (?date=1..4), default last 30 days. */
export const dateFromQuery = (query: URLSearchParams): DateRange => pickNumber(DATE_RANGES, query.get('date'), DEFAULT_DATE);

/** The platform of a list's query (?platform=ag), '' for every platform. */
export const platformFromQuery = (query: URLSearchParams): string => (query.get('platform') ?? '').trim();

/**
 * Apply a change to a set of filters; the same object back when nothing changed, so the list is
 * not reloaded. A changed object is a new SWR key, which starts the list again at page 1.
 */
export function patchFilters<F extends object>(current: F, patch: Partial<F>): F {
  const next = { ...current, ...patch };
  return (Object.keys(next) as (keyof F)[]).every((k) => next[k] === current[k]) ? current : next;
}
