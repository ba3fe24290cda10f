/**
 * When the hall's two interruptions may show. Pure functions of stored dates and
 * "now", so the Beijing-day edges are testable without a clock.
 * Dates are Beijing calendar days ('YYYY-MM-DD' from beijingToday()), whatever the
 * device's zone: a player in another zone still sees "today" roll over at Beijing midnight.
 */
import { beijingToday } from '@/lib/time';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole days from one 'YYYY-MM-DD' to another; null if either is not such a date. */
export function daysBetween(from: string, to: string): number | null {
  const a = DATE.exec(from);
  const b = DATE.exec(to);
  if (!a || !b) return null;
  const ms = Date.UTC(+b[1], +b[2] - 1, +b[3]) - Date.UTC(+a[1], +a[2] - 1, +a[3]);
  return Math.round(ms / DAY_MS);
}

/**
 * docs/SCREENS.md#popups: 'don't show again today' stores the Beijing date; the system popup
 * stays hidden for the rest of that Beijing day and shows again from the next one.
 */
export function systemPopupSuppressed(storedDate: string | null | undefined, nowMs: number = Date.now()): boolean {
  return !!storedDate && storedDate === beijingToday(nowMs);
}

export function shouldShowSystemPopup(
  input: { indexModal: boolean; storedDate: string | null | undefined },
  nowMs: number = Date.now(),
): boolean {
  return input.indexModal && !systemPopupSuppressed(input.storedDate, nowMs);
}

/**
 * After the add-to-home-screen guide is dismissed it stays hidden for this many
 * Beijing days (the day of dismissal counts as day 0), then offers itself again:
 * long enough not to nag, short enough that a player who meant "not now" gets a
 * second chance.
 */
export const GUIDE_SNOOZE_DAYS = 7;

/** How this browser can be guided: Safari's manual steps, the native prompt, or not at all. */
export type GuideMode = 'ios' | 'prompt' | 'none';

export function shouldShowGuide(
  input: { standalone: boolean; mode: GuideMode; dismissedDate: string | null | undefined },
  nowMs: number = Date.now(),
): boolean {
  if (input.standalone || input.mode === 'none') return false;
  if (!input.dismissedDate) return true;
  const days = daysBetween(input.dismissedDate, beijingToday(nowMs));
  // An unreadable stored value should not hide the guide forever.
  if (days === null) return true;
  // A date in the future (device clock moved back) counts as just dismissed.
  return days >= GUIDE_SNOOZE_DAYS;
}
