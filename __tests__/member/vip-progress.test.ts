import { vipProgressPercent } from '@/lib/member/vip-progress';
import { toCents } from '@/lib/money';

describe('VIP progress (docs/SCREENS.md#mine)', () => {
  it('is paysum ÷ recharge as a rounded percentage', () => {
    expect(vipProgressPercent(toCents('3000.00'), toCents('10000.00'))).toBe(30);
    expect(vipProgressPercent(toCents('1.00'), toCents('3.00'))).toBe(33);
    expect(vipProgressPercent(toCents('2.00'), toCents('3.00'))).toBe(67);
    // Exactly half a percent rounds up, computed without float error.
    expect(vipProgressPercent(toCents('0.05'), toCents('10.00'))).toBe(1);
  });
  it('is capped at 100', () => {
    expect(vipProgressPercent(toCents('50000'), toCents('10000'))).toBe(100);
  });
  it('is 0 when either side is 0', () => {
    expect(vipProgressPercent(toCents('0'), toCents('10000'))).toBe(0);
    expect(vipProgressPercent(toCents('3000'), toCents('0'))).toBe(0);
    expect(vipProgressPercent(0, 0)).toBe(0);
  });
});
