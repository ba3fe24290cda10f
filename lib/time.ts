/**
 * Beijing time (UTC+8, no daylight saving) whatever the device's zone.
 * The wire's `Y-m-d H:i:s` strings are parsed by hand: `new Date("2024-05-01 13:45:09")`
 * is Invalid Date on older iOS Safari.
 */
export const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
export const WIRE_DATETIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** `Y-m-d H:i:s` (or `Y-m-d`) in Beijing time → epoch milliseconds; null if unparseable. */
export function parseBeijing(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = WIRE_DATETIME.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return Date.UTC(+y, +mo - 1, +d, +h, +mi, +s) - BEIJING_OFFSET_MS;
}

/**
 * Today's date in Beijing as `YYYY-MM-DD` (used for 'don't show again today'). Plain date
 * arithmetic: the hall's start-up needs it, and dayjs comes with the screens that format dates
 * (lib/time-format.ts).
 */
export function beijingToday(nowMs: number = Date.now()): string {
  return new Date(nowMs + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The countdown's time source: a monotonic clock in milliseconds. performance.now() does not
 * jump when the device's wall clock is changed; Date.now() is the fallback where it is missing.
 */
export function monotonicNow(): number {
  return typeof performance !== 'undefined' && typeof performance.now === 'function' ? performance.now() : Date.now();
}
