/** The small readers of values a schema cannot describe: flags, lists, dates, yuan and paths. */
import { resolve } from 'node:path';
import { parseAmount } from '../lib/money.ts';
import { DEFAULT_SECOND_APPROVAL_ABOVE } from './defaults.ts';

/** A switch: on unless `0`, `false`, `off` or `no` (any case); unset = `fallback`. */
export function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

/** A comma-separated list; blanks dropped. */
export function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter((item) => item.length > 0);
}

/** OPS_TOKEN_EXPIRES: a date (YYYY-MM-DD, midnight UTC) or an ISO 8601 time with its zone. */
export function expiry(value: string | undefined): Date | null {
  if (value === undefined) return null;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  const date = new Date(time);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(time) || Number.isNaN(date.getTime()))
    throw new Error(`OPS_TOKEN_EXPIRES must be a date like 2025-09-30 or 2025-09-30T18:00:00+08:00, got "${value}"`);
  return date;
}

/** OPS_SECOND_APPROVAL_ABOVE: yuan (at most two decimals) or `off`; unset = 5000 live, off on the demo. */
export function threshold(value: string | undefined, demo: boolean): bigint | null {
  if (value === undefined) return demo ? null : DEFAULT_SECOND_APPROVAL_ABOVE;
  if (value.toLowerCase() === 'off') return null;
  const cents = parseAmount(value);
  if (cents === null)
    throw new Error(`OPS_SECOND_APPROVAL_ABOVE must be yuan like 5000 or 5000.00 (or off), got "${value}"`);
  return cents;
}

/** Relative paths are relative to where the command was typed (npm sets INIT_CWD), not server/. */
export function dir(value: string | undefined, fallback: string, initCwd: string | undefined): string {
  return value === undefined ? fallback : resolve(initCwd ?? process.cwd(), value);
}
