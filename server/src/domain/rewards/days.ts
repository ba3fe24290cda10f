/**
 * Beijing calendar days as 'YYYY-MM-DD' text (the date columns of the reward tables) and their
 * bounds in absolute time.
 */
import { beijingDayNumber } from '../../lib/time.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Beijing day `value` falls on. */
export function beijingDay(value: Date): string {
  return dayFromNumber(beijingDayNumber(value));
}

export function dayFromNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' text; null when it is not a real date. */
export function dayNumber(day: string): number | null {
  const match = DAY_RE.exec(day);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (dayFromNumber(ms / DAY_MS) !== day) return null;
  return ms / DAY_MS;
}

/** 00:00 Beijing of `day` (+ `offsetMs`), as an absolute time. */
export function dayStart(day: string, offsetMs = 0): Date {
  const n = dayNumber(day);
  if (n === null) throw new RangeError(`not a day: ${day}`);
  return new Date(n * DAY_MS - BEIJING_OFFSET_MS + offsetMs);
}

export function addDays(day: string, days: number): string {
  const n = dayNumber(day);
  if (n === null) throw new RangeError(`not a day: ${day}`);
  return dayFromNumber(n + days);
}

/** A date column as the driver returns it (Date at UTC midnight, or text) → 'YYYY-MM-DD'. */
export function dayText(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}
