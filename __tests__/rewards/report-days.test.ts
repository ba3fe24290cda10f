import { clampDay, reportDays, shiftDay } from '@/lib/rewards/report-days';

describe('profit-and-loss days (Beijing)', () => {
  // 2026-03-02 16:30 UTC is already 2026-03-03 00:30 in Beijing.
  const now = Date.UTC(2026, 2, 2, 16, 30);
  it('runs from the account first day to today in Beijing', () => {
    expect(reportDays(5, now)).toEqual({ first: '2026-02-26', today: '2026-03-03' });
    expect(reportDays(0, now)).toEqual({ first: '2026-03-03', today: '2026-03-03' });
  });
  it('never goes before the first day or after today', () => {
    const range = reportDays(5, now);
    expect(clampDay('2026-02-25', range)).toBe('2026-02-26');
    expect(clampDay('2026-03-04', range)).toBe('2026-03-03');
    expect(clampDay('2026-03-01', range)).toBe('2026-03-01');
    expect(clampDay('', range)).toBe('2026-03-03');
  });
  it('steps across months', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});
