import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paymentCountdown } from '@/lib/wallet/countdown';
import { parseBeijing } from '@/lib/time';

/**
 * Jest's sandbox cannot change the zone of its own clock, so the same code runs in a child
 * Node with the device's zone set far from Beijing (created_at is Beijing wall time, docs/API.md#value-types).
 */
function countdownInZone(tz: string, createdAt: string, nowUtcMs: number): { offset: number; text: string } {
  const dir = mkdtempSync(join(tmpdir(), 'tz-'));
  const file = join(dir, 'run.ts');
  writeFileSync(
    file,
    `import { paymentCountdown } from '@/lib/wallet/countdown';
import { parseBeijing } from '@/lib/time';
const created = parseBeijing(${JSON.stringify(createdAt)})!;
console.log(JSON.stringify({ offset: new Date(created).getTimezoneOffset(), text: paymentCountdown(created, ${nowUtcMs}).text }));`,
  );
  try {
    const out = execFileSync(process.execPath, ['--import', 'tsx', file], {
      cwd: process.cwd(),
      env: { ...process.env, TZ: tz },
      encoding: 'utf8',
    });
    return JSON.parse(out.trim().split('\n').pop()!);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const created = parseBeijing('2024-05-01 13:45:09')!;
const at = (secondsAfter: number) => paymentCountdown(created, created + secondsAfter * 1000);

describe('payment countdown (docs/SCREENS.md#payinfo: 请在mm：ss内完成支付, 60 minutes)', () => {
  it('reads created_at as Beijing time whatever the device zone', () => {
    expect(created).toBe(Date.UTC(2024, 4, 1, 5, 45, 9));
    // 13:45:09 Beijing is 05:45:09 UTC: at 06:15:09 UTC 30 minutes are left, in New York and in Kiribati.
    const now = Date.UTC(2024, 4, 1, 6, 15, 9);
    expect(countdownInZone('America/New_York', '2024-05-01 13:45:09', now)).toEqual({
      offset: 240,
      text: '请在30：00内完成支付',
    });
    expect(countdownInZone('Pacific/Kiritimati', '2024-05-01 13:45:09', now)).toEqual({
      offset: -840,
      text: '请在30：00内完成支付',
    });
  });
  it('shows 60:00 at creation, 59:59 a second later', () => {
    expect(at(0)).toEqual({ seconds: 3600, expired: false, text: '请在60：00内完成支付' });
    expect(at(1).text).toBe('请在59：59内完成支付');
  });
  it('shows 00:01 with a second left and stops at 00:00, expired', () => {
    expect(at(3599)).toEqual({ seconds: 1, expired: false, text: '请在00：01内完成支付' });
    expect(at(3600)).toEqual({ seconds: 0, expired: true, text: '请在00：00内完成支付' });
    expect(at(7200)).toEqual({ seconds: 0, expired: true, text: '请在00：00内完成支付' });
  });
  it('rounds part seconds up so 00:00 and expiry coincide, and never shows more than 60:00', () => {
    expect(paymentCountdown(created, created + 3599_500).text).toBe('请在00：01内完成支付');
    expect(at(-90).text).toBe('请在60：00内完成支付');
  });
});
