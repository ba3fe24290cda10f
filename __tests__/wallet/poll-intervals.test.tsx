/**
 * docs/SCREENS.md#polling: the balance list every 3.5 s on the wallet and withdrawal screens and
 * every 1.5 s on the transfer screen, and none of it while the page is hidden.
 */
import { act } from '@testing-library/react';
import type { ComponentType } from 'react';
import AccountScreen from '@/components/screens/wallet/account-screen';
import TransferScreen from '@/components/screens/wallet/transfer-screen';
import WalletScreen from '@/components/screens/wallet/wallet-screen';
import WithdrawalScreen from '@/components/screens/withdraw/withdrawal-screen';
import type { ScreenProps } from '@/lib/router/types';
import { mockFetch, ok } from '../support/fetch-mock';
import { loc, renderWithApp, resetApp } from '../support/render';
import { signIn, VENUES, WIRE_USER } from '../support/wallet-fixtures';

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
}

afterEach(() => {
  setHidden(false);
  jest.useRealTimers();
});

const screens: [string, ComponentType<ScreenProps>, string, number][] = [
  ['/account', AccountScreen, '#/account', 3500],
  ['/wallet', WalletScreen, '#/wallet', 3500],
  ['/withdrawal', WithdrawalScreen, '#/withdrawal?tab=1', 3500],
  ['/transfer', TransferScreen, '#/transfer', 1500],
];

describe.each(screens)('%s polls the balance list', (_name, Screen, hash, everyMs) => {
  it(`every ${everyMs / 1000} s while shown, never while hidden`, async () => {
    jest.useFakeTimers();
    resetApp(hash);
    const { calls } = mockFetch({
      '/api/balance': () => ok({ balance: '1520.35' }),
      '/api/balancelist': () => ok(VENUES),
      '/api/refreshusermoney': () => ok(WIRE_USER),
      '/api/user': () => ok(WIRE_USER),
      '/api/getcard': () => ok([]),
      '/api/getBetAmount': () => ok({ bet_amount: '0.00' }),
    });
    signIn({ realname: '张三' });
    const lists = () => calls.filter((c) => c.path === '/api/balancelist').length;
    renderWithApp(<Screen location={loc(hash)} />);
    await act(() => jest.advanceTimersByTimeAsync(50));
    const start = lists();
    expect(start).toBeGreaterThanOrEqual(1);

    // Just short of the interval: nothing yet; at it: one more; and again.
    await act(() => jest.advanceTimersByTimeAsync(everyMs - 100));
    expect(lists()).toBe(start);
    await act(() => jest.advanceTimersByTimeAsync(150));
    expect(lists()).toBe(start + 1);
    await act(() => jest.advanceTimersByTimeAsync(everyMs));
    expect(lists()).toBe(start + 2);

    setHidden(true);
    await act(() => jest.advanceTimersByTimeAsync(everyMs * 4));
    expect(lists()).toBe(start + 2);
  });
});
