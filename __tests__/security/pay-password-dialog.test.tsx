import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AddUsdtCardScreen from '@/components/screens/cards/add-usdt-card-screen';
import WithdrawalScreen from '@/components/screens/withdraw/withdrawal-screen';
import type { WireUser } from '@/contract/member/schemas';
import { toUser } from '@/lib/api/normalise/member';
import { saveUser, sessionStore, startSession } from '@/lib/session';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { legacyBackend, loc, renderWithApp, resetApp, toasts } from '../support/render';

const USER: WireUser = { username: 'player01', realname: '张三', balance: '500.00', withdrawusdtrate: '7.3' };

/** A member as /api/user says (`has_paypassword` only on our server), with the routes a screen reads. */
function signIn(hash: string, user: Partial<WireUser>, routes: Record<string, Handler> = {}) {
  resetApp(hash);
  let wire: WireUser = { ...USER, ...user };
  const api = mockFetch({
    '/api/getcard': () => ok([]),
    '/api/balance': () => ok({ balance: wire.balance }),
    '/api/balancelist': () => ok([]),
    '/api/getBetAmount': () => ok({ bet_amount: '0.00', required: '0.00', achieved: '0.00', multiple: '1' }),
    '/api/user': () => ok(wire),
    '/api/editPayPassword': () => {
      wire = { ...wire, has_paypassword: 1 };
      return ok([], '修改成功');
    },
    ...routes,
  });
  startSession('tok-1');
  saveUser(toUser(wire));
  return api;
}

const bindScreen = () => renderWithApp(<AddUsdtCardScreen location={loc('#/addUsdtCard')} />);
const withdrawScreen = () => renderWithApp(<WithdrawalScreen location={loc('#/withdrawal?tab=1')} />);
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('设置支付密码: before the first bind or withdrawal', () => {
  it('opens on arrival at a bind while the server says there is no pay password, and blocks the bind', async () => {
    const { calls } = signIn('#/addUsdtCard', { has_paypassword: 0 });
    bindScreen();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/支付密码不能与登录密码相同/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('USDT地址'), { target: { value: 'TXabc' } });
    fireEvent.change(screen.getByLabelText('支付密码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    // The dialog comes back instead of the bind.
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/bindcard')).toBe(false);
  });

  it('checks in order, then sets it with the login password as the old one and closes', async () => {
    const { calls } = signIn('#/addUsdtCard', { has_paypassword: 0 });
    bindScreen();
    const dialog = await screen.findByRole('dialog');
    const send = () => fireEvent.click(within(dialog).getByRole('button', { name: '确认设置' }));
    const steps: [string, string, string][] = [
      ['登录密码', 'secret1', '请输入登录密码'],
      ['支付密码', '12345', '请输入支付密码'],
      ['确认密码', '12345', '请输入确认密码'],
    ];
    for (const [label, value, message] of steps) {
      send();
      expect(toasts()).toContain(message);
      type(dialog, label, value);
    }
    send();
    expect(toasts()).toContain('支付密码长度为6-18位');
    type(dialog, '支付密码', 'secret1');
    send();
    expect(toasts()).toContain('两次密码不一致！');
    type(dialog, '确认密码', 'secret1');
    send();
    expect(toasts()).toContain('支付密码不能与登录密码相同');
    expect(calls.some((c) => c.path === '/api/editPayPassword')).toBe(false);

    type(dialog, '支付密码', 'pay2468');
    type(dialog, '确认密码', 'pay2468');
    send();
    await waitFor(() => expect(toasts()).toContain('支付密码设置成功'));
    expect(calls.find((c) => c.path === '/api/editPayPassword')?.body).toEqual({
      password: 'secret1',
      paypassword: 'pay2468',
    });
    await waitFor(() => expect(sessionStore.get().user?.hasPayPassword).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a bind refused 251 (a pay password equal to the login password, dropped) reloads the user and asks', async () => {
    let told = 1;
    signIn(
      '#/addUsdtCard',
      { has_paypassword: 1 },
      {
        '/api/bindcard': () => {
          told = 0;
          return { code: 251, message: '请先设置支付密码', data: [] };
        },
        '/api/user': () => ok({ ...USER, has_paypassword: told }),
      },
    );
    bindScreen();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('USDT地址'), { target: { value: 'TXabc' } });
    fireEvent.change(screen.getByLabelText('支付密码'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(toasts()).toContain('请先设置支付密码'));
    expect(await screen.findByRole('dialog', { name: '设置支付密码' })).toBeInTheDocument();
  });

  it('on a withdrawal it comes after the real name, and only while the server says none is set', async () => {
    signIn('#/withdrawal?tab=1', { realname: 'player01', has_paypassword: 0 });
    withdrawScreen();
    expect(await screen.findByRole('dialog', { name: '绑定真实姓名' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '设置支付密码' })).not.toBeInTheDocument();
  });

  it('opens on the withdrawal screen when the real name is bound', async () => {
    signIn('#/withdrawal?tab=1', { has_paypassword: 0 });
    withdrawScreen();
    expect(await screen.findByRole('dialog', { name: '设置支付密码' })).toBeInTheDocument();
  });

  it('never opens on a legacy back end, which says nothing of a pay password', async () => {
    legacyBackend([]);
    const { calls } = signIn('#/withdrawal?tab=1', {});
    withdrawScreen();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/getcard')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确认取款' }));
    expect(toasts()).toContain('请选择USDT地址');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
