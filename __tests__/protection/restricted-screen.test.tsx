/**
 * docs/SCREENS.md#restricted: the restricted view (state, message, end date in Beijing time, the
 * balance, 取款, 申请重新开放 when closed), the withdrawal for a restricted member, and no marketing.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import RestrictedScreen from '@/components/screens/protection/restricted-screen';
import WithdrawalScreen from '@/components/screens/withdraw/withdrawal-screen';
import { RedPacketFloat } from '@/components/promotions/red-packet-float';
import { resetSystemPopupForTests, SystemPopup } from '@/components/home/system-popup';
import { toUser } from '@/lib/api/normalise/member';
import { parseHash } from '@/lib/router/location';
import { saveUser, sessionStore, startSession } from '@/lib/session';
import { EXCLUSION_MESSAGES } from '@/contract/protection/rules';
import type { WireUser } from '@/contract/member/schemas';
import type { WireProtectionStatus } from '@/contract/protection/exclusions';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { renderWithApp, resetApp, toasts } from '../support/render';

const UNTIL = '2027-11-26 21:50:00';
const REOPEN_AT = '2026-03-02 09:30:00';
const status = (state: WireProtectionStatus['state']): WireProtectionStatus => ({
  state,
  until: state === 'timeout' || state === 'exclusion' ? UNTIL : null,
  reopen_at: state === 'reopening' ? REOPEN_AT : null,
  message:
    state === 'timeout'
      ? EXCLUSION_MESSAGES.timeout(UNTIL)
      : state === 'exclusion'
        ? EXCLUSION_MESSAGES.exclusion(UNTIL)
        : state === 'closed'
          ? EXCLUSION_MESSAGES.closed
          : EXCLUSION_MESSAGES.reopening(REOPEN_AT),
});
const member = (state: WireProtectionStatus['state'], extra: Partial<WireUser> = {}): WireUser => ({
  id: 7,
  username: 'player01',
  realname: '张三',
  balance: '1520.35',
  has_paypassword: 1,
  protection: status(state),
  ...extra,
});

/** The calls a restricted member may still make (server/src/domain/protection/exclusion-scope.ts). */
const ALLOWED = new Set([
  '/api/user',
  '/api/refreshusermoney',
  '/api/balance',
  '/api/balancelist',
  '/api/transall',
  '/api/withdraw',
  '/api/getBetAmount',
  '/api/getcard',
  '/api/protectionReopen',
]);

function setup(wire: WireUser, routes: Record<string, Handler> = {}) {
  resetApp('#/restricted');
  const api = mockFetch({
    '/api/user': () => ok(wire),
    '/api/balance': () => ok({ balance: '1520.35' }),
    '/api/balancelist': () => ok([]),
    '/api/getcard': () => ok([]),
    '/api/getBetAmount': () => ok({ bet_amount: '0.00', required: '0.00' }),
    ...routes,
  });
  startSession('tok');
  saveUser(toUser(wire));
  return api;
}

describe('/restricted', () => {
  it('shows the state, the message, the end date in Beijing time, the balance and 取款', async () => {
    const api = setup(member('exclusion'));
    renderWithApp(<RestrictedScreen location={parseHash('#/restricted')} />);
    expect(screen.getByTestId('restricted-state')).toHaveTextContent('自我排除');
    expect(screen.getByTestId('restricted-message')).toHaveTextContent(
      '您已自我排除，至2027-11-26 21:50:00（北京时间）结束，期间只能查询余额和提款',
    );
    expect(screen.getByText('结束时间（北京时间）')).toBeInTheDocument();
    expect(screen.getByTestId('restricted-date')).toHaveTextContent('2027-11-26 21:50');
    expect(await screen.findByTestId('restricted-balance')).toHaveTextContent('1,520.35');
    expect(screen.getByRole('link', { name: '取款' })).toHaveAttribute('href', '#/withdrawal');
    expect(screen.getByRole('link', { name: /在线客服/ })).toHaveAttribute('href', '#/kefu');
    expect(screen.getByRole('button', { name: /退出登录/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申请重新开放' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.pathsCalled()).toContain('/api/user'));
    expect(api.pathsCalled().filter((p) => !ALLOWED.has(p))).toEqual([]);
  });

  it('names each state in words', () => {
    for (const [state, words] of [
      ['timeout', '冷静期'],
      ['closed', '账户已关闭'],
      ['reopening', '重新开放中'],
    ] as const) {
      setup(member(state));
      const { unmount } = renderWithApp(<RestrictedScreen location={parseHash('#/restricted')} />);
      expect(screen.getByTestId('restricted-state')).toHaveTextContent(words);
      unmount();
    }
  });

  it('closed: 申请重新开放 calls /api/protectionReopen, shows the answer, then the reopening state', async () => {
    const answer = EXCLUSION_MESSAGES.reopenRequested(REOPEN_AT);
    const api = setup(member('closed'), { '/api/protectionReopen': () => ok(status('reopening'), answer) });
    renderWithApp(<RestrictedScreen location={parseHash('#/restricted')} />);
    expect(screen.getByTestId('restricted-message')).toHaveTextContent(EXCLUSION_MESSAGES.closed);
    await waitFor(() => expect(api.pathsCalled()).toContain('/api/user'));
    fireEvent.click(screen.getByRole('button', { name: '申请重新开放' }));
    await waitFor(() => expect(toasts()).toContain('已申请重新开放，账户将于2026-03-02 09:30:00（北京时间）开放'));
    expect(api.pathsCalled()).toContain('/api/protectionReopen');
    expect(screen.getByTestId('restricted-state')).toHaveTextContent('重新开放中');
    expect(screen.getByText('开放时间（北京时间）')).toBeInTheDocument();
    expect(screen.getByTestId('restricted-date')).toHaveTextContent('2026-03-02 09:30');
    expect(screen.queryByRole('button', { name: '申请重新开放' })).not.toBeInTheDocument();
  });

  it('toasts a refused reopen and stays closed', async () => {
    const refusal = EXCLUSION_MESSAGES.reopenTooEarly(UNTIL);
    setup(member('closed'), { '/api/protectionReopen': () => ({ code: 403, message: refusal, data: [] }) });
    renderWithApp(<RestrictedScreen location={parseHash('#/restricted')} />);
    fireEvent.click(screen.getByRole('button', { name: '申请重新开放' }));
    await waitFor(() => expect(toasts()).toContain(refusal));
    expect(screen.getByTestId('restricted-state')).toHaveTextContent('账户已关闭');
  });

  it('lets an open member out to the hall once /api/user says so', async () => {
    const open = member('timeout');
    delete open.protection;
    setup(member('timeout'), { '/api/user': () => ok(open) });
    renderWithApp(<RestrictedScreen location={parseHash('#/restricted')} />);
    await waitFor(() => expect(window.location.hash).toBe('#/'));
    expect(sessionStore.get().user?.protection).toBeNull();
  });
});

describe('the withdrawal for a restricted member', () => {
  it('opens no pay-password or real-name dialog (calls the server refuses) and says why instead', async () => {
    const wire = member('timeout', { has_paypassword: 0, realname: 'player01' });
    const api = setup(wire);
    renderWithApp(<WithdrawalScreen location={parseHash('#/withdrawal?tab=1')} />);
    const note = await screen.findByTestId('withdraw-restricted-note');
    expect(note).toHaveTextContent('账户限制期间无法绑定真实姓名或设置支付密码，如需提款请联系在线客服');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // No card yet: nothing to add either (binding one is refused too).
    expect(await screen.findByText('暂无地址')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /添加USDT地址/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确认取款' }));
    expect(toasts()).toContain('账户限制期间无法绑定真实姓名或设置支付密码，如需提款请联系在线客服');
    expect(api.pathsCalled().filter((p) => !ALLOWED.has(p))).toEqual([]);
  });

  it('keeps the normal form for a restricted member who has both', async () => {
    setup(member('timeout'));
    renderWithApp(<WithdrawalScreen location={parseHash('#/withdrawal?tab=1')} />);
    await screen.findByText('暂无地址');
    expect(screen.queryByTestId('withdraw-restricted-note')).not.toBeInTheDocument();
  });
});

describe('no marketing for a restricted member', () => {
  it("hides the red-packet float even when the device's copy of /api/app has it on", () => {
    setup(member('timeout'));
    localStorage.setItem('appInfo', JSON.stringify({ redPacketOn: true, siteOpen: true, extensions: [] }));
    renderWithApp(<RedPacketFloat />);
    expect(screen.queryByTestId('red-packet-float')).not.toBeInTheDocument();
  });

  it('still shows it to an open member', () => {
    const open = member('timeout');
    delete open.protection;
    setup(open);
    localStorage.setItem('appInfo', JSON.stringify({ redPacketOn: true, siteOpen: true, extensions: [] }));
    renderWithApp(<RedPacketFloat />);
    expect(screen.getByTestId('red-packet-float')).toBeInTheDocument();
  });

  it('skips the hall popup (activity announcement) from a stale device copy, and says it is done', async () => {
    resetSystemPopupForTests();
    setup(member('exclusion'));
    localStorage.setItem(
      'appInfo',
      JSON.stringify({ indexModal: true, webContent: '<p>首存送100%</p>', siteOpen: true, extensions: [] }),
    );
    const onDone = jest.fn();
    renderWithApp(<SystemPopup onDone={onDone} />);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('首存送100%')).not.toBeInTheDocument();
  });

  it('still shows that popup to an open member', async () => {
    resetSystemPopupForTests();
    const open = member('timeout');
    delete open.protection;
    setup(open);
    localStorage.setItem(
      'appInfo',
      JSON.stringify({ indexModal: true, webContent: '<p>首存送100%</p>', siteOpen: true, extensions: [] }),
    );
    renderWithApp(<SystemPopup onDone={jest.fn()} />);
    expect(await screen.findByText('首存送100%')).toBeInTheDocument();
  });
});
