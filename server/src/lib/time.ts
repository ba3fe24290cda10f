/**
 * Beijing time (UTC+8, no daylight saving since 1991) without depending on the process TZ.
 */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid time: ${String(value)}`);
  return date;
}

/** The wire's `Y-m-d H:i:s` in Asia/Shanghai, e.g. "2024-05-01 13:45:09". */
export function formatBeijing(value: Date | string | number): string {
  const shifted = new Date(toDate(value).getTime() + BEIJING_OFFSET_MS);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}

/** Days since 1970-01-01 counted in Beijing calendar days. */
export function beijingDayNumber(value: Date | string | number): number {
  return Math.floor((toDate(value).getTime() + BEIJING_OFFSET_MS) / DAY_MS);
}

/** Whole Beijing calendar days from `from` to `to` (0 on the same day). */
export function beijingDaysBetween(from: Date | string | number, to: Date | string | number): number {
  return Math.max(0, beijingDayNumber(to) - beijingDayNumber(from));
}

/**
 * The start (00:00 Beijing) of the calendar day `daysBack` days before `now`'s Beijing day:
 * 0 = today. The date filters of the record screens (1 today, 2 last 7 days, ...) count whole
 * Beijing days from there to now.
 */
export function beijingDayStart(now: Date | string | number, daysBack = 0): Date {
  const day = beijingDayNumber(now) - daysBack;
  return new Date(day * DAY_MS - BEIJING_OFFSET_MS);
}
