/**
 * Wire scalars and shapes shared by every domain: loose strings, numbers and flags, lists, paginators, urls.
 * Wire values become UI types here, once, tolerating the legacy servers' looseness
 * (strings or numbers, missing keys, `data` as "", [] or null).
 */
import type { Page } from '../types';
import type { WirePaginator } from '@/contract/common/schemas';

export const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
export const int = (v: unknown, fallback = 0): number => {
  const n = typeof v === 'number' ? v : parseInt(str(v), 10);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};
/** "1", 1, true → true; "0", 0, "", null → false. */
export const flag = (v: unknown): boolean => v === true || int(v) === 1;
export const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A legacy paginator, or a bare array (some servers skip paging), into Page<Row>. */
export function toPage<W, R>(w: WirePaginator<W> | W[] | null | undefined, row: (x: W) => R, page = 1): Page<R> {
  if (Array.isArray(w)) return { page, lastPage: page, total: w.length, rows: w.map(row) };
  if (!isObject(w)) return { page, lastPage: page, total: 0, rows: [] };
  const rows = Array.isArray(w.data) ? w.data.map(row) : [];
  return {
    page: int(w.current_page, page) || page,
    lastPage: Math.max(1, int(w.last_page, page)),
    total: int(w.total, rows.length),
    rows,
  };
}

export const toList = <W, R>(w: unknown, row: (x: W) => R): R[] => (Array.isArray(w) ? (w as W[]).map(row) : []);

/** The url of /api/getservicerurl, /api/getAgentLoginUrl; '' when absent. */
export function toUrl(w: unknown): string {
  return isObject(w) ? str(w.url).trim() : typeof w === 'string' ? w.trim() : '';
}

export const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/** A value that may be missing: '', null and undefined become null, the rest an integer. */
export const optionalInt = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? Math.trunc(v) : null;
  const s = str(v).trim();
  // Strict: parseInt would read "3+8+5" as 3.
  return /^-?\d+(\.\d+)?$/.test(s) ? Math.trunc(Number(s)) : null;
};
