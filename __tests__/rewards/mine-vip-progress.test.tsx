import { screen, waitFor } from '@testing-library/react';
import { UserCard } from '@/components/member/user-card';
import { toUser } from '@/lib/api/normalise/member';
import { toVipLevels } from '@/lib/api/normalise/rewards';
import { toCents } from '@/lib/money';
import { partPercent, vipProgress } from '@/lib/rewards/vip-progress';
import type { WireUser } from '@/contract/member/schemas';
import { mockFetch, ok } from '../support/fetch-mock';
import { renderWithApp, resetApp } from '../support/render';
import { VIP_LEVELS } from '../support/reward-fixtures';

const levels = toVipLevels(VIP_LEVELS);
const member = (vip: number, paysum: string, totalgame: string) => ({
  vip,
  paysum: toCents(paysum)!,
  totalGame: toCents(totalgame)!,
});

describe('vipProgress: the one VIP progress of /vip and /mine (docs/SCREENS.md#vip)', () => {
  it('measures the demo member (VIP1, 200.00 deposited, no turnover) against VIP2, the part furthest behind', () => {
    const p = vipProgress(member(1, '200.00', '0.00'), levels);
    expect(p).toMatchObject({
      kind: 'next',
      level: { level: 2, name: 'VIP2' },
      deposit: { own: 20_000, need: 100_000, percent: 20 },
      turnover: { own: 0, need: 500_000, percent: 0 },
      percent: 0,
    });
  });
  it('the demo member as seeded (nothing deposited yet) is at 0 %, never a full bar against VIP1’s 0', () => {
    expect(vipProgress(member(1, '0.00', '0.00'), levels)).toMatchObject({ kind: 'next', percent: 0 });
  });
  it('rounds half up and caps at 100', () => {
    expect(vipProgress(member(3, '10000.00', '60000.00'), levels)).toMatchObject({ percent: 50 });
    expect(partPercent(toCents('125.00')!, toCents('5000.00')!)).toBe(3);
    expect(partPercent(toCents('124.50')!, toCents('5000.00')!)).toBe(2);
    expect(partPercent(toCents('9999.99')!, toCents('5000.00')!)).toBe(100);
    // Half a percent rounds up, just under it down; exact where a float would blur the digits.
    expect(partPercent(1, 200)).toBe(1);
    expect(partPercent(1, 201)).toBe(0);
    expect(partPercent(Number.MAX_SAFE_INTEGER - 1, Number.MAX_SAFE_INTEGER)).toBe(100);
    expect(partPercent(2 ** 52, Number.MAX_SAFE_INTEGER)).toBe(50);
  });
  it('a requirement of 0 is met (100 %), and the top level reads as reached', () => {
    expect(partPercent(toCents('200.00')!, 0)).toBe(100);
    expect(partPercent(0, 0)).toBe(100);
    expect(vipProgress(member(10, '0.00', '0.00'), levels)).toEqual({ kind: 'top', percent: 100 });
  });
  it('is unknown (null) until the levels load', () => {
    expect(vipProgress(member(1, '200.00', '0.00'), undefined)).toBeNull();
  });
});

describe('/mine user card', () => {
  beforeEach(() => resetApp('#/mine'));
  const wire = (vip: number, paysum: string, totalgame: string): WireUser => ({
    username: 'player01',
    balance: '0',
    vip,
    current_vip: `VIP${vip}`,
    paysum,
    totalgame,
  });

  it('shows the badge and the progress towards the next level', async () => {
    mockFetch({ '/api/uservip': () => ok(VIP_LEVELS) });
    renderWithApp(<UserCard user={toUser(wire(3, '10000.00', '60000.00'))} />);
    expect(screen.getByText('VIP3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('50%')).toBeInTheDocument();
  });

  it('reads 已达最高等级 and 100 % at the top level', async () => {
    mockFetch({ '/api/uservip': () => ok(VIP_LEVELS) });
    renderWithApp(<UserCard user={toUser(wire(10, '0.00', '0.00'))} />);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: '已达最高等级' })).toHaveAttribute('aria-valuenow', '100'),
    );
  });
});
