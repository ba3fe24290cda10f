import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import WithdrawAccountScreen from '@/components/screens/cards/withdraw-account-screen';
import AddBankCardScreen from '@/components/screens/cards/add-bank-card-screen';
import AddUsdtCardScreen from '@/components/screens/cards/add-usdt-card-screen';
import UsdtMoreScreen from '@/components/screens/cards/usdt-more-screen';
import { goBack } from '@/lib/router/navigate';
import { toUser } from '@/lib/api/normalise/member';
import { saveUser, startSession } from '@/lib/session';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { loc, renderWithApp, resetApp, toasts } from '../support/render';

jest.mock('@/lib/router/navigate', () => ({ ...jest.requireActual('@/lib/router/navigate'), goBack: jest.fn() }));

const usdt = (id: number) => ({
  id,
  bank: 'USDT',
  bank_no: `TXaddress000000000000000${id}AB${id}C`,
  bank_owner: id % 2 ? 'TRC20' : 'ERC20',
  bank_address: id % 2 ? 'TRC20' : 'ERC20',
});
const bank = (id: number) => ({
  id,
  bank: '中国工商银行',
  bank_no: `62220202001122${30 + id}`,
  bank_owner: '张三',
  bank_address: '朝阳支行',
});

function signIn(realname = '张三') {
  startSession('tok-1');
  saveUser(toUser({ username: 'player01', realname, balance: '0' }));
}

function list(hash: string, cards: Record<number, unknown[]>, routes: Record<string, Handler> = {}) {
  resetApp(hash);
  const api = mockFetch({ '/api/getcard': (body) => ok(cards[Number(body.type)] ?? []), ...routes });
  signIn();
  renderWithApp(<WithdrawAccountScreen location={loc(hash)} />);
  return api;
}

beforeEach(() => jest.mocked(goBack).mockClear());

describe('card management /withdrawAccount', () => {
  it('type=1 is USDT (getcard type 2); only the last 4 characters are shown', async () => {
    const { calls } = list('#/withdrawAccount?type=1', { 2: [usdt(1)] });
    const numbers = await screen.findAllByTestId('card-number');
    expect(numbers.map((n) => n.textContent)).toEqual(['**** **** **** AB1C']);
    expect(calls.find((c) => c.path === '/api/getcard')?.body).toEqual({ type: 2 });
    expect(document.body.textContent).not.toContain(usdt(1).bank_no);
    expect(screen.getByText('USDT · TRC20')).toBeInTheDocument();
  });

  it('type=2 is bank cards (getcard type 1)', async () => {
    const { calls } = list('#/withdrawAccount?type=2', { 1: [bank(1)] });
    expect(await screen.findByText('中国工商银行')).toBeInTheDocument();
    expect(screen.getByTestId('card-number')).toHaveTextContent('**** **** **** 2231');
    expect(calls.find((c) => c.path === '/api/getcard')?.body).toEqual({ type: 1 });
  });

  it('offers the add button below 5 cards and hides it at 5 per type', async () => {
    list('#/withdrawAccount?type=2', { 1: [1, 2, 3, 4].map(bank) });
    expect(await screen.findByRole('link', { name: '添加银行卡' })).toHaveAttribute('href', '#/addBankCard');
    expect(screen.getByTestId('card-count')).toHaveTextContent('已绑定 4/5');
  });

  it('hides the add button at 5 cards', async () => {
    list('#/withdrawAccount?type=1', { 2: [1, 2, 3, 4, 5].map(usdt) });
    await waitFor(() => expect(screen.getAllByTestId('card-number')).toHaveLength(5));
    expect(screen.queryByRole('link', { name: '添加USDT地址' })).not.toBeInTheDocument();
    expect(screen.getByText('每种类型最多绑定5张')).toBeInTheDocument();
  });

  it('shows the empty state and the add button with no card', async () => {
    list('#/withdrawAccount?type=1', {});
    expect(await screen.findByText('暂未绑定USDT地址')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '添加USDT地址' })).toHaveAttribute('href', '#/addUsdtCard');
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    list(
      '#/withdrawAccount?type=1',
      {},
      { '/api/getcard': () => (fail ? { code: 500, message: '系统繁忙' } : ok([usdt(1)])) },
    );
    expect(await screen.findByText('系统繁忙')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('card-number')).toBeInTheDocument();
  });

  it('asks 确定要解除绑定该卡片吗？ before deleting, then says 解绑成功 and reloads the list', async () => {
    let cards = [bank(1), bank(2)];
    const { calls } = list(
      '#/withdrawAccount?type=2',
      {},
      {
        '/api/getcard': () => ok(cards),
        '/api/delcard': (body) => {
          cards = cards.filter((c) => c.id !== body.id);
          return ok([]);
        },
      },
    );
    await waitFor(() => expect(screen.getAllByTestId('card-number')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '解除绑定 中国工商银行 尾号2231' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定要解除绑定该卡片吗？')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === '/api/delcard')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '解除绑定 中国工商银行 尾号2231' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toasts()).toContain('解绑成功'));
    expect(calls.find((c) => c.path === '/api/delcard')?.body).toEqual({ id: 1 });
    await waitFor(() => expect(screen.getAllByTestId('card-number')).toHaveLength(1));
  });

  it('switching the tab changes the route’s type', async () => {
    list('#/withdrawAccount?type=1', {});
    fireEvent.click(screen.getByRole('tab', { name: '银行卡' }));
    await waitFor(() => expect(window.location.hash).toBe('#/withdrawAccount?type=2'));
  });

  it('asks a visitor to log in, coming back afterwards', () => {
    resetApp('#/withdrawAccount?type=2');
    mockFetch({});
    renderWithApp(<WithdrawAccountScreen location={loc('#/withdrawAccount?type=2')} />);
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute(
      'href',
      `#/login?redirect=${encodeURIComponent('/withdrawAccount?type=2')}`,
    );
  });
});

describe('bind a bank card /addBankCard', () => {
  function setup(routes: Record<string, Handler> = {}, realname = '张三') {
    resetApp('#/addBankCard');
    const api = mockFetch({
      '/api/banklist': () =>
        ok([
          { id: 1, bank_name: '中国工商银行' },
          { id: 2, bank_name: '招商银行' },
        ]),
      '/api/getcard': () => ok([]),
      ...routes,
    });
    signIn(realname);
    renderWithApp(<AddBankCardScreen location={loc('#/addBankCard')} />);
    return api;
  }
  const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const bind = () => fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));

  it('checks every field in the documented order with its exact message', async () => {
    setup({}, 'player01');
    await screen.findByRole('option', { name: '招商银行' });
    const steps: [string, string, string][] = [
      ['请输入姓名', '持卡人姓名', '张三'],
      ['请输入银行', '开户银行', '招商银行'],
      ['请输入开户行地址', '开户行地址', '深圳分行'],
      ['请输人银行卡号', '银行卡号', '1234567'],
      ['请输人支付密码', '支付密码', '12345'],
      ['请输人正确的卡号长度', '银行卡号', '12345678'],
      ['请输人支付密码长度', '支付密码', '123456'],
    ];
    for (const [message, label, value] of steps) {
      bind();
      expect(toasts()).toContain(message);
      set(label, value);
    }
  });

  it('prefills the bound real name, sends the card and says 绑定成功, then goes back', async () => {
    const { calls } = setup({ '/api/bindcard': () => ok([]) });
    expect(screen.getByLabelText('持卡人姓名')).toHaveValue('张三');
    await screen.findByRole('option', { name: '招商银行' });
    set('开户银行', '招商银行');
    set('开户行地址', '深圳分行');
    set('银行卡号', '6225 8801 2345 6789');
    set('支付密码', '123456');
    bind();
    await waitFor(() => expect(toasts()).toContain('绑定成功'));
    expect(calls.find((c) => c.path === '/api/bindcard')?.body).toEqual({
      bank: '招商银行',
      bank_owner: '张三',
      bank_no: '6225880123456789',
      bank_address: '深圳分行',
      pay_pass: '123456',
    });
    expect(goBack).toHaveBeenCalledTimes(1);
  });

  it('keeps everything typed when the server refuses', async () => {
    setup({ '/api/bindcard': () => ({ code: 207, message: '最多只能绑定5张银行卡' }) });
    await screen.findByRole('option', { name: '招商银行' });
    set('开户银行', '招商银行');
    set('开户行地址', '深圳分行');
    set('银行卡号', '6225880123456789');
    set('支付密码', '123456');
    bind();
    await waitFor(() => expect(toasts()).toContain('最多只能绑定5张银行卡'));
    expect(screen.getByLabelText('银行卡号')).toHaveValue('6225880123456789');
    expect(goBack).not.toHaveBeenCalled();
  });
});

describe('bind a USDT address /addUsdtCard', () => {
  function setup(routes: Record<string, Handler> = {}) {
    resetApp('#/addUsdtCard');
    const api = mockFetch({ '/api/getcard': () => ok([]), ...routes });
    signIn();
    renderWithApp(<AddUsdtCardScreen location={loc('#/addUsdtCard')} />);
    return api;
  }
  const bind = () => fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));

  it('TRC20 is chosen by default; 请输入USDT地址 then 请输人支付密码', () => {
    setup();
    expect(screen.getByRole('radio', { name: 'TRC20' })).toHaveAttribute('aria-checked', 'true');
    bind();
    expect(toasts()).toContain('请输入USDT地址');
    fireEvent.change(screen.getByLabelText('USDT地址'), { target: { value: 'TXabc' } });
    bind();
    expect(toasts()).toContain('请输人支付密码');
  });

  it('sends bank USDT, the protocol as bank_owner and bank_address, the address as bank_no', async () => {
    const { calls } = setup({ '/api/bindcard': () => ok([]) });
    fireEvent.change(screen.getByLabelText('USDT地址'), { target: { value: ' 0xAbC 123 ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'ERC20' }));
    fireEvent.change(screen.getByLabelText('支付密码'), { target: { value: '123456' } });
    bind();
    await waitFor(() => expect(toasts()).toContain('绑定成功'));
    expect(calls.find((c) => c.path === '/api/bindcard')?.body).toEqual({
      bank: 'USDT',
      bank_owner: 'ERC20',
      bank_no: '0xAbC123',
      bank_address: 'ERC20',
      pay_pass: '123456',
    });
    expect(goBack).toHaveBeenCalledTimes(1);
  });

  it('links to the TRC20 / ERC20 explanation', () => {
    setup();
    expect(screen.getByRole('link', { name: 'TRC20与ERC20有什么区别？' })).toHaveAttribute('href', '#/usdtmore');
  });
});

describe('/usdtmore', () => {
  it('explains both protocols', () => {
    resetApp('#/usdtmore');
    renderWithApp(<UsdtMoreScreen location={loc('#/usdtmore')} />);
    expect(screen.getByRole('heading', { name: 'TRC20（推荐）' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ERC20' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去绑定USDT地址' })).toHaveAttribute('href', '#/addUsdtCard');
  });
});
