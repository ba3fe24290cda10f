import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import WithdrawalScreen from '@/components/screens/withdraw/withdrawal-screen';
import { toUser } from '@/lib/api/normalise/member';
import type { WireUser } from '@/contract/member/schemas';
import { parseHash, useRawHash } from '@/lib/router/location';
import { saveUser, sessionStore, startSession } from '@/lib/session';
import { balanceReadsAfter, mockFetch, ok, readsSent, type Handler } from '../support/fetch-mock';
import { renderWithApp, resetApp, toasts } from '../support/render';

const USER: WireUser = {
  username: 'player01',
  realname: '张三',
  balance: '1520.35',
  withdrawusdtrate: '7.3',
  withdrawcashfee: '5',
  withdrawfeeusdttrc: '1',
};
const USDT = [
  { id: 5, bank: 'USDT', bank_no: 'TXa1b2c3d4e5f6g7h8TRC9', bank_owner: 'TRC20', bank_address: 'TRC20' },
  { id: 6, bank: 'USDT', bank_no: '0x1234567890abcdefERC7', bank_owner: 'ERC20', bank_address: 'ERC20' },
];
const BANK = [
  { id: 8, bank: '中国工商银行', bank_no: '6222020200112233', bank_owner: '张三', bank_address: '朝阳支行' },
];

/** The screen under the hash, as the router would render it (tabs change the route's query). */
function Routed() {
  const raw = useRawHash();
  return <WithdrawalScreen location={parseHash(raw ?? '')} />;
}

function setup({
  user = {},
  cards = { 1: BANK, 2: USDT } as Record<number, unknown[]>,
  routes = {} as Record<string, Handler>,
  hash = '#/withdrawal?tab=1',
} = {}) {
  resetApp(hash);
  const wire = { ...USER, ...user };
  const api = mockFetch({
    '/api/balance': () => ok({ balance: wire.balance }),
    '/api/balancelist': () => ok([{ platname: 'ag', name: 'AG真人', balance: '20.00' }]),
    '/api/getcard': (body) => ok(cards[Number(body.type)] ?? []),
    '/api/getBetAmount': () => ok({ bet_amount: '3210.00', required: '3210.00', achieved: '0.00', multiple: '1' }),
    '/api/user': () => ok(wire),
    '/api/refreshusermoney': () => ok(wire),
    ...routes,
  });
  startSession('tok-1');
  saveUser(toUser(wire));
  renderWithApp(<Routed />);
  return api;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认取款' }));

async function chooseCard(title: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name: /请选择|USDT ·|中国工商银行/ }));
  const sheet = await screen.findByRole('dialog');
  fireEvent.click(within(sheet).getByRole('button', { name: title }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('withdrawal', () => {
  it('asks for the USDT address: getcard is called with the call’s type 2 for the route’s tab 1', async () => {
    const { calls } = setup();
    await screen.findByRole('button', { name: /请选择USDT地址/ });
    expect(calls.filter((c) => c.path === '/api/getcard').map((c) => c.body)).toEqual([{ type: 2 }]);
  });

  it('shows every validation message of docs/SCREENS.md#withdrawal in order', async () => {
    setup();
    await screen.findByRole('button', { name: /请选择USDT地址/ });
    submit();
    expect(toasts()).toContain('请选择USDT地址');
    await chooseCard(/TRC20/);
    type('取款金额', '99.99');
    submit();
    expect(toasts()).toContain('单笔取款不能低于100元');
    type('取款金额', '100');
    submit();
    expect(toasts()).toContain('请输入您的支付密码');
  });

  it('says 请选择您要提现到的银行卡 on the bank tab', async () => {
    setup({ hash: '#/withdrawal?tab=2' });
    await screen.findByRole('button', { name: /请选择银行卡/ });
    submit();
    expect(toasts()).toContain('请选择您要提现到的银行卡');
  });

  it('switching the tab clears the chosen card, the amount and the password', async () => {
    setup();
    await chooseCard(/TRC20/);
    type('取款金额', '150');
    type('支付密码', '123456');
    fireEvent.click(screen.getByRole('tab', { name: '银行卡' }));
    await waitFor(() => expect(window.location.hash).toBe('#/withdrawal?tab=2'));
    await screen.findByRole('button', { name: /请选择银行卡/ });
    expect(field('取款金额').value).toBe('');
    expect(field('支付密码').value).toBe('');
    fireEvent.click(screen.getByRole('tab', { name: 'USDT' }));
    expect(await screen.findByRole('button', { name: /请选择USDT地址/ })).toBeInTheDocument();
  });

  it('shows the conversion floor(amount / rate, 2) and the arrival after the chosen protocol’s fee', async () => {
    setup();
    await screen.findByRole('button', { name: /请选择USDT地址/ });
    type('取款金额', '100');
    expect(screen.getByTestId('usdt-amount')).toHaveTextContent('13.69 USDT');
    expect(screen.getByTestId('usdt-arrival')).toHaveTextContent('--');
    await chooseCard(/TRC20/);
    expect(screen.getByTestId('usdt-fee')).toHaveTextContent('1.00 USDT');
    expect(screen.getByTestId('usdt-arrival')).toHaveTextContent('12.69 USDT');
    await chooseCard(/ERC20/);
    expect(screen.getByText('ERC20手续费')).toBeInTheDocument();
    expect(screen.getByTestId('usdt-arrival')).toHaveTextContent('8.69 USDT');
  });

  it('the max button fills the central wallet balance; the turnover is shown read-only', async () => {
    setup();
    await waitFor(() => expect(screen.getByTestId('withdraw-central')).toHaveTextContent('1,520.35'));
    fireEvent.click(screen.getByRole('button', { name: '最大' }));
    expect(field('取款金额').value).toBe('1520.35');
    await waitFor(() => expect(field('所需打码量').value).toBe('¥3,210.00'));
    expect(field('所需打码量')).toHaveAttribute('readonly');
  });

  it("a legacy server's bet_amount (turnover achieved, no `required`) is labelled 已完成打码量, never 所需打码量", async () => {
    setup({ routes: { '/api/getBetAmount': () => ok({ bet_amount: '3210.00' }) } });
    await waitFor(() => expect(field('已完成打码量').value).toBe('¥3,210.00'));
    expect(screen.queryByLabelText('所需打码量')).toBeNull();
  });

  it('keeps only what an amount can hold while typing', async () => {
    setup();
    await screen.findByRole('button', { name: /请选择USDT地址/ });
    type('取款金额', '１2a3.456');
    expect(field('取款金额').value).toBe('123.45');
  });

  it('links to /addUsdtCard and /addBankCard when nothing is saved', async () => {
    setup({ cards: {} });
    expect(await screen.findByRole('link', { name: /添加USDT地址/ })).toHaveAttribute('href', '#/addUsdtCard');
    fireEvent.click(screen.getByRole('tab', { name: '银行卡' }));
    expect(await screen.findByRole('link', { name: /添加银行卡/ })).toHaveAttribute('href', '#/addBankCard');
  });

  it('submits, says 提交成功，等待后台审核, resets the form and goes to /transRecord after about 1.5 s', async () => {
    const { calls, pathsCalled } = setup({ routes: { '/api/withdraw': () => ok([], '成功') } });
    await chooseCard(/TRC20/);
    await readsSent(pathsCalled, ['/api/balance']);
    type('取款金额', '150');
    type('支付密码', '123456');
    submit();
    await waitFor(() => expect(toasts()).toContain('提交成功，等待后台审核'));
    const sent = calls.find((c) => c.path === '/api/withdraw')!;
    expect(sent.body).toEqual({ amount: '150.00', bank: 5, password: '123456' });
    expect((sent.init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(field('取款金额').value).toBe('');
    expect(field('支付密码').value).toBe('');
    expect(screen.getByRole('button', { name: /请选择USDT地址/ })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/withdrawal?tab=1');
    // A legacy answer ([]) carries no balance: one read of it (before: refreshusermoney, balance
    // and balancelist); the turnover figure is read again too.
    await waitFor(() => expect(balanceReadsAfter(calls, '/api/withdraw')).toEqual(['/api/balance']));
    await waitFor(() => expect(window.location.hash).toBe('#/transRecord?type=2'), { timeout: 2500 });
  });

  it('shows the balance the withdrawal answered with, reading no balance again', async () => {
    const answer = { order_no: 'W1', amount: '150.00', real_money: '19.54', type: 2, state: 1, balance: '1370.35' };
    const { calls, pathsCalled } = setup({ routes: { '/api/withdraw': () => ok(answer, '提交成功，等待后台审核') } });
    await chooseCard(/TRC20/);
    await readsSent(pathsCalled, ['/api/balance']);
    type('取款金额', '150');
    type('支付密码', '123456');
    submit();
    await waitFor(() => expect(toasts()).toContain('提交成功，等待后台审核'));
    await waitFor(() => expect(sessionStore.get().user?.balance).toBe(137035));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(balanceReadsAfter(calls, '/api/withdraw')).toEqual([]);
    expect(calls.map((c) => c.path).slice(calls.map((c) => c.path).lastIndexOf('/api/withdraw') + 1)).toEqual([
      '/api/getBetAmount',
    ]);
  });

  it('a retry after a network failure sends the same Idempotency-Key; nothing typed is lost', async () => {
    let attempt = 0;
    const { calls } = setup({
      routes: {
        '/api/withdraw': () => {
          attempt += 1;
          if (attempt === 1) throw new TypeError('Failed to fetch');
          return ok([]);
        },
      },
    });
    await chooseCard(/TRC20/);
    type('取款金额', '150');
    type('支付密码', '123456');
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: '确认取款' })).toBeEnabled());
    expect(field('取款金额').value).toBe('150');
    expect(field('支付密码').value).toBe('123456');
    submit();
    await waitFor(() => expect(toasts()).toContain('提交成功，等待后台审核'));
    const keys = calls
      .filter((c) => c.path === '/api/withdraw')
      .map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a refusal shows the server’s message and keeps the form; the next try is a new request', async () => {
    const { calls } = setup({ routes: { '/api/withdraw': () => ({ code: 520, message: '取款密码错误', data: [] }) } });
    await chooseCard(/TRC20/);
    type('取款金额', '150');
    type('支付密码', '654321');
    submit();
    await waitFor(() => expect(toasts()).toContain('取款密码错误'));
    expect(field('取款金额').value).toBe('150');
    submit();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/withdraw')).toHaveLength(2));
    const keys = calls
      .filter((c) => c.path === '/api/withdraw')
      .map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('real name first', () => {
  it('opens the popup when the realname equals the username, and blocks the withdrawal until bound', async () => {
    let realname = 'player01';
    const { calls } = setup({
      user: { realname: 'player01' },
      routes: {
        '/api/user': () => ok({ ...USER, realname }),
        '/api/editRealname': (body) => {
          realname = String(body.realname);
          return ok('');
        },
      },
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/一经绑定不可修改/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认绑定' }));
    expect(toasts()).toContain('请填写用户实名信息');
    expect(calls.some((c) => c.path === '/api/editRealname')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    submit();
    // The popup comes back before any other check.
    const again = await screen.findByRole('dialog');
    expect(toasts()).not.toContain('请选择USDT地址');

    fireEvent.change(within(again).getByLabelText('真实姓名'), { target: { value: ' 李四 ' } });
    fireEvent.click(within(again).getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === '/api/editRealname')?.body).toEqual({ realname: '李四' });
    await waitFor(() => expect(sessionStore.get().user?.realname).toBe('李四'));
    submit();
    expect(toasts()).toContain('请选择USDT地址');
  });

  it('does not open when a real name is bound', async () => {
    setup();
    await screen.findByRole('button', { name: /请选择USDT地址/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('trial accounts', () => {
  it('see a notice instead of the form', async () => {
    setup({ user: { is_trial: 1 } });
    expect(screen.getByRole('note')).toHaveTextContent('试玩账号仅供体验，不能取款');
    expect(screen.queryByRole('button', { name: '确认取款' })).not.toBeInTheDocument();
    await act(async () => undefined);
  });
});

describe('the card sheet', () => {
  it('lists the cards as buttons (Tab and Enter pick one and close it), the chosen one marked current', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: /请选择USDT地址/ }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).queryAllByRole('radio')).toEqual([]);
    const options = within(sheet).getAllByRole('button', { name: /USDT|TRC20|ERC20/ });
    expect(options.length).toBeGreaterThan(0);
    fireEvent.click(options[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: /USDT ·|TRC20|ERC20/ }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getAllByRole('button', { current: true })).toHaveLength(1);
  });
});
