import { screen, waitFor } from '@testing-library/react';
import { UserCard } from '@/components/member/user-card';
import { toUser } from '@/lib/api/normalise/member';
import { toVipLevels } from '@/lib/api/normalise/rewards';
import { vipProgressPercent } from '@/lib/member/vip-progress';
import { toCents } from '@/lib/money';
import { currentLevelRecharge } from '@/lib/rewards/vip';
import type { WireUser } from '@/contract/member/schemas';
import { mockFetch, ok } from '../support/fetch-mock';
import { renderWithApp, resetApp } from '../support/render';
import { VIP_LEVELS } from '../support/reward-fixtures';

const levels = toVipLevels(VIP_LEVELS);
const progress = (paysum: string, vip: number) =>
  vipProgressPercent(toCents(paysum), currentLevelRecharge(levels, vip));

describe('/mine VIP progress: paysum ÷ the current level recharge, rounded, capped at 100, 0 when either is 0', () => {
  it('measures against the current level (VIP3 needs 5000.00)', () => {
    expect(progress('3000.00', 3)).toBe(60);
    // Rounded half up: 2.5 % → 3 %, 2.49 % → 2 %.
    expect(progress('125.00', 3)).toBe(3);
    expect(progress('124.50', 3)).toBe(2);
  });
  it('caps at 100', () => {
    expect(progress('5000.00', 3)).toBe(100);
    expect(progress('9999.99', 3)).toBe(100);
  });
  it('is 0 when paysum is 0, when the level needs 0 (VIP1) and while the levels are unknown', () => {
    expect(progress('0.00', 3)).toBe(0);
    expect(progress('3000.00', 1)).toBe(0);
    expect(vipProgressPercent(toCents('3000.00'), currentLevelRecharge(undefined, 3))).toBe(0);
  });

  it('shows the badge and the progress from /api/uservip on the user card', async () => {
    resetApp('#/mine');
    mockFetch({ '/api/uservip': () => ok(VIP_LEVELS) });
    const wire: WireUser = { username: 'player01', balance: '0', vip: 3, current_vip: 'VIP3', paysum: '3000.00' };
    renderWithApp(<UserCard user={toUser(wire)} />);
    expect(screen.getByText('VIP3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60'));
    expect(screen.getByText('60%')).toBeInTheDocument();
  });
});
