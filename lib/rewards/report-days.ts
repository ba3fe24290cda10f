/**
 * The profit-and-loss report's days (docs/SCREENS.md#profit-loss): Beijing calendar days from the
 * account's first day (today − join days) to today; nothing before or after can be chosen.
 */
import { beijingToday } from '@/lib/time';

const DAY_MS = 24 * 60 * 60 * 1000;

export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface DayRange {
  first: string;
  today: string;
}

export function reportDays(joinDays: number, nowMs: number = Date.now()): DayRange {
  const today = beijingToday(nowMs);
  return { first: shiftDay(today, -Math.max(0, joinDays)), today };
}

/** The day within the range: before the first → the first, after today → today. */
export function clampDay(day: string, range: DayRange): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return range.today;
  if (day < range.first) return range.first;
  if (day > range.today) return range.today;
  return day;
}
