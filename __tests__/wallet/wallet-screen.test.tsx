import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AccountScreen from '@/components/screens/wallet/account-screen';
import WalletScreen from '@/components/screens/wallet/wallet-screen';
import { balanceReadsAfter, mockFetch, ok } from '../support/fetch-mock';
import { legacyBackend, loc, renderWithApp, resetApp, toasts } from '../support/render';
import { signIn, VENUES, WIRE_USER } from '../support/wallet-fixtures';
import type { Handler } from '../support/fetch-mock';
import type { WireUser } from '@/contract/member/schemas';

beforeEach(() => resetApp('#/account'));

function setup(Screen: typeof AccountScreen, routes: Record<string, Handler> = {}, user: Partial<WireUser> = {}) {
  const api = mockFetch({
    '/api/balance': () => ok({ balance: '1520.35' }),
    '/api/balancelist': () => ok(VENUES),
    '/api/refreshusermoney': () => ok({ ...WIRE_USER, ...user }, '刷新成功'),
    ...routes,
  });
  signIn(user);
  renderWithApp(<Screen location={loc('#/account')} />);
  return api;
}

const venueList = () => screen.getByRole('list', { name: '场馆钱包' });

describe('wallet (/account, /wallet)', () => {
  it('shows total assets = central + venues, the central and the game wallet', async () => {
    setup(AccountScreen);
    // venues: 10 + 0 + 20 + 0 + 5.50 + 0 = 35.50
    await waitFor(() => expect(screen.getByTestId('wallet-game')).toHaveTextContent('35.50'));
    expect(screen.getByTestId('wallet-central')).toHaveTextContent('1,520.35');
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('1,555.85');
  });

  it('lists 3 venues collapsed and all of them expanded', async () => {
    setup(AccountScreen);
    await waitFor(() => expect(within(venueList()).getAllByRole('listitem')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
    expect(within(venueList()).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByTestId('venue-balance-sb')).toHaveTextContent('5.50');
  });

  it('links the shortcut tiles and the account details; 卡片管理 only on /wallet', async () => {
    setup(AccountScreen);
    const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs()).toEqual(
      expect.arrayContaining(['#/recharge', '#/transfer', '#/withdrawal', '#/transfer?direction=2', '#/transRecord']),
    );
    expect(screen.queryByRole('link', { name: /卡片管理/ })).toBeNull();
  });

  it('shows 下级转账 to agents only, on /account and /wallet alike', () => {
    setup(AccountScreen);
    expect(screen.queryByRole('link', { name: /下级转账/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /下级转账/ })).toBeNull();
  });

  it.each([
    ['/account', AccountScreen],
    ['/wallet', WalletScreen],
  ])('links an agent to /downlineTransfer from %s', (_path, Screen) => {
    setup(Screen, {}, { isagent: 1 });
    expect(screen.getByRole('link', { name: /下级转账/ })).toHaveAttribute('href', '#/downlineTransfer');
  });

  it.each([
    ['/account', AccountScreen],
    ['/wallet', WalletScreen],
  ])('%s hides 下级转账 without the downlineTransfer extension', (_, Screen) => {
    legacyBackend([]);
    setup(Screen);
    expect(screen.getByRole('link', { name: '场馆转账' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /下级转账/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /下级转账/ })).toBeNull();
  });

  it('offers 卡片管理 on /wallet', () => {
    setup(WalletScreen);
    expect(screen.getByRole('link', { name: /卡片管理/ })).toHaveAttribute('href', '#/withdrawAccount?type=2');
  });

  it('recycles all venues with the server message, then reads the balance and the venue list once each', async () => {
    const { calls } = setup(AccountScreen, { '/api/transall': () => ok('', '回收成功') });
    await screen.findByText('AG真人');
    fireEvent.click(screen.getByRole('button', { name: '一键回收' }));
    // One toast: the server's message (docs/SCREENS.md#wallet).
    await waitFor(() => expect(toasts()).toEqual(['回收成功']));
    // The answer carries no balance (data ""): before, /api/refreshusermoney as well (3 reads); now 2.
    await waitFor(() =>
      expect(balanceReadsAfter(calls, '/api/transall').sort()).toEqual(['/api/balance', '/api/balancelist']),
    );
    expect(
      (calls.find((c) => c.path === '/api/transall')!.init.headers as Record<string, string>)['Idempotency-Key'],
    ).toBeTruthy();
  });

  it('shows a retry when the venue list cannot load', async () => {
    let fail = true;
    setup(AccountScreen, { '/api/balancelist': () => (fail ? { code: 500, message: 'boom' } : ok(VENUES)) });
    const retry = await screen.findByRole('button', { name: /场馆余额加载失败/ });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(within(venueList()).getAllByRole('listitem')).toHaveLength(3));
  });

  it('asks a visitor to log in', () => {
    mockFetch({});
    renderWithApp(<AccountScreen location={loc('#/account')} />);
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '#/login?redirect=%2Faccount');
  });
});
