/**
 * Components of the English build (the catalogue and the message sink resolved as next.config.mjs
 * does for APP_LANG=en): a limit row and the restriction card show no Chinese, even where they
 * render the contract's words or a legacy back end's Chinese message; the operator's own strings
 * (venue names, receiving accounts) are marked data-operator-content, once, where they are rendered.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { EXCLUSION_MESSAGES } from '@/contract/protection/rules';
import type { Limit } from '@/lib/api/protection-limits';
import { toCents } from '@/lib/money';
import type { ReceivingAccount, VenueBalance } from '@/lib/api/types';
import { DrawLabels } from '@/components/lottery/draw-balls';
import { LimitRow } from '@/components/protection/limit-row';
import { RestrictionCard } from '@/components/protection/restriction-card';
import { AccountList } from '@/components/wallet/deposit/receiving-accounts';
import { VenueGrid } from '@/components/wallet/venue-grid';

jest.mock('@/lib/text/zh-CN', () => jest.requireActual('@/lib/text/en-US'));
jest.mock('@/lib/text/message', () => jest.requireActual('@/lib/text/message-en'));

const HAN = /\p{Script=Han}/u;

/**
 * Every Han-bearing text outside operator content, and accessible label unless `labels` is false
 * (a copy button's label names the operator's string it copies).
 */
function chineseIn(root: HTMLElement, labels = true): string[] {
  const found: string[] = [];
  root.querySelectorAll('*').forEach((el) => {
    if (el.closest('[data-operator-content]')) return;
    const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '');
    [...own, labels ? (el.getAttribute('aria-label') ?? '') : '']
      .filter((s) => HAN.test(s))
      .forEach((s) => found.push(s));
  });
  return found;
}

const limit: Limit = {
  kind: 'deposit',
  period: '24h',
  amount: toCents('1000'),
  used: toCents('250'),
  pending: { amount: toCents('2000'), availableAt: '2026-01-02 10:00:00', confirmable: true },
};

describe('the English build', () => {
  it('names a limit in English: the contract words through the sink, the catalogue around them', async () => {
    const { container } = render(<LimitRow limit={limit} onEdit={() => {}} onConfirm={() => {}} busy={false} />);
    // The sink's table loads on demand: the row renders again when it lands, never in Chinese before.
    expect(chineseIn(container)).toEqual([]);
    expect(await screen.findByText('24 hours', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Deposit limit (24 hours)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm: Deposit limit (24 hours)' })).toBeInTheDocument();
    expect(chineseIn(container)).toEqual([]);
  });

  it("shows a restriction's message in English even when the back end said it in Chinese", async () => {
    const until = '2026-01-02 10:00:00';
    const { container } = render(
      <RestrictionCard
        protection={{ state: 'timeout', until, reopenAt: null, message: EXCLUSION_MESSAGES.timeout(until) }}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('restricted-message').textContent).toMatch(/^[^\p{Script=Han}]+$/u));
    expect(chineseIn(container)).toEqual([]);
  });

  it("shows a draw's words (the server's 小, 单, 小单, 杂六) in English", async () => {
    const { container } = render(<DrawLabels labels={['小', '单', '小单', '杂六']} />);
    expect(chineseIn(container)).toEqual([]);
    await waitFor(() => expect(container.textContent).toBe('SmallOddSmall oddMixed'), { timeout: 10_000 });
  });

  it("marks the operator's venue names and receiving accounts, and nothing of the app's", () => {
    const venues: VenueBalance[] = [{ platname: 'jnd28', name: '加拿大28', balance: toCents(0) }];
    const accounts: ReceivingAccount[] = [
      { id: 1, bankName: '中国银行', owner: '张三', number: '6222', branch: '北京分行', icon: '' },
    ];
    const { container } = render(
      <>
        <VenueGrid label="Venues" venues={venues} collapsedCount={3} columns={3} />
        <AccountList accounts={accounts} />
      </>,
    );
    expect(chineseIn(container, false)).toEqual([]);
    expect(screen.getByText('加拿大28')).toHaveAttribute('data-operator-content');
    expect(screen.getByText('Payee')).not.toHaveAttribute('data-operator-content');
  });
});
