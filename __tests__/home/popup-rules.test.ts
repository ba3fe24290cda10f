import {
  daysBetween,
  GUIDE_SNOOZE_DAYS,
  shouldShowGuide,
  shouldShowSystemPopup,
  systemPopupSuppressed,
} from '@/lib/home/popup-rules';
import { beijingToday } from '@/lib/time';

const at = (iso: string) => Date.parse(iso);

describe('system popup: "don\'t show again today" holds for the Beijing day', () => {
  // 2024-05-01 07:00 in Beijing is still 2024-04-30 in UTC.
  const stored = beijingToday(at('2024-04-30T23:00:00Z'));

  it('stores the Beijing date, not the UTC one', () => {
    expect(stored).toBe('2024-05-01');
  });

  it('stays hidden later the same Beijing day, across the UTC midnight', () => {
    expect(systemPopupSuppressed(stored, at('2024-05-01T01:00:00Z'))).toBe(true); // 09:00 Beijing
    expect(systemPopupSuppressed(stored, at('2024-05-01T15:59:59Z'))).toBe(true); // 23:59:59 Beijing
  });

  it('shows again from Beijing midnight of the next day', () => {
    expect(systemPopupSuppressed(stored, at('2024-05-01T16:00:00Z'))).toBe(false); // 00:00 May 2 Beijing
    expect(shouldShowSystemPopup({ indexModal: true, storedDate: stored }, at('2024-05-02T04:00:00Z'))).toBe(true);
  });

  it('shows when nothing is stored, never when index_modal is off', () => {
    expect(shouldShowSystemPopup({ indexModal: true, storedDate: null }, at('2024-05-01T01:00:00Z'))).toBe(true);
    expect(shouldShowSystemPopup({ indexModal: false, storedDate: null }, at('2024-05-01T01:00:00Z'))).toBe(false);
    expect(shouldShowSystemPopup({ indexModal: true, storedDate: stored }, at('2024-05-01T01:00:00Z'))).toBe(false);
  });

  it('a date stored yesterday does not suppress today', () => {
    expect(systemPopupSuppressed('2024-04-30', at('2024-05-01T01:00:00Z'))).toBe(false);
  });
});

describe('add-to-home-screen guide', () => {
  const dismissed = '2024-05-01';
  const base = { standalone: false, mode: 'ios' as const, dismissedDate: null };

  it('never shows in the installed app or where the browser cannot be guided', () => {
    expect(shouldShowGuide({ ...base, standalone: true })).toBe(false);
    expect(shouldShowGuide({ ...base, mode: 'none' })).toBe(false);
  });

  it('shows on iOS Safari and where an install prompt is held, until dismissed', () => {
    expect(shouldShowGuide(base)).toBe(true);
    expect(shouldShowGuide({ ...base, mode: 'prompt' })).toBe(true);
  });

  it(`stays hidden for ${GUIDE_SNOOZE_DAYS} Beijing days after dismissal, then returns`, () => {
    const day = (n: number) => at(`2024-05-${String(1 + n).padStart(2, '0')}T04:00:00Z`);
    expect(shouldShowGuide({ ...base, dismissedDate: dismissed }, day(0))).toBe(false);
    expect(shouldShowGuide({ ...base, dismissedDate: dismissed }, day(GUIDE_SNOOZE_DAYS - 1))).toBe(false);
    expect(shouldShowGuide({ ...base, dismissedDate: dismissed }, day(GUIDE_SNOOZE_DAYS))).toBe(true);
  });

  it('counts days in Beijing time: the snooze ends at Beijing midnight, not UTC midnight', () => {
    // 2024-05-07 23:30 Beijing = 15:30 UTC (day 6); 2024-05-08 00:30 Beijing = 16:30 UTC (day 7).
    expect(shouldShowGuide({ ...base, dismissedDate: dismissed }, at('2024-05-07T15:30:00Z'))).toBe(false);
    expect(shouldShowGuide({ ...base, dismissedDate: dismissed }, at('2024-05-07T16:30:00Z'))).toBe(true);
  });

  it('treats a future date (clock moved back) as just dismissed and garbage as not dismissed', () => {
    expect(shouldShowGuide({ ...base, dismissedDate: '2024-06-01' }, at('2024-05-01T04:00:00Z'))).toBe(false);
    expect(shouldShowGuide({ ...base, dismissedDate: 'yesterday' }, at('2024-05-01T04:00:00Z'))).toBe(true);
  });

  it('daysBetween counts calendar days', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2024-05-01', '2024-05-01')).toBe(0);
    expect(daysBetween('x', '2024-05-01')).toBeNull();
  });
});
