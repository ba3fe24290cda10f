import { fireEvent, screen, waitFor } from '@testing-library/react';
import RechargeScreen from '@/components/screens/wallet/recharge-screen';
import { mockFetch, ok } from '../support/fetch-mock';
import { loc, renderWithApp, resetApp, toasts } from '../support/render';
import { signIn } from '../support/wallet-fixtures';
import type { Handler } from '../support/fetch-mock';

beforeEach(() => resetApp('#/recharge'));

const BANKS = [
  {
    id: 1,
    bank_no: '6222020000001234',
    bank_owner: '李四',
    bank_address: '深圳分行',
    bank_data: { bank_name: '中国工商银行' },
  },
];

function setup(routes: Record<string, Handler> = {}, user = {}) {
  const api = mockFetch({
    '/api/get_pay_way': () => ok({ wechat: 1, usdt: 1, alipay: 0, card: 1 }, 'success'),
    '/api/getPayRange': () => ok({ min_price: '100.00', max_price: '50000.00' }),
    '/api/getpaybank': () => ok(BANKS),
    ...routes,
  });
  signIn(user);
  renderWithApp(<RechargeScreen location={loc('#/recharge')} />);
  return api;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '立即存款' }));
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const fillDepositor = () => {
  type('depositor-owner', '张三');
  type('depositor-bank', '中国工商银行');
  type('depositor-cardNo', '6222 0000 1111');
  type('depositor-address', '深圳分行');
};

describe('deposit (/recharge)', () => {
  it('offers the server ways plus the manual way, bank first', async () => {
    setup();
    const ways = await screen.findAllByRole('radio');
    expect(ways.map((w) => w.getAttribute('aria-label'))).toEqual(['银行卡', 'USDT', '微信', '人工充值']);
    expect(screen.getByRole('radio', { name: '银行卡' })).toBeChecked();
  });

  it('shows the receiving accounts on the bank way', async () => {
    setup();
    expect(await screen.findByText('中国工商银行')).toBeInTheDocument();
    expect(screen.getByText('6222020000001234')).toBeInTheDocument();
  });

  it('checks the bank fields in order (docs/SCREENS.md#recharge) before the amount', async () => {
    const { pathsCalled } = setup();
    await screen.findByRole('radio', { name: '银行卡' });
    const expectNext = (message: string) => {
      submit();
      expect(toasts()[toasts().length - 1]).toBe(message);
    };
    expectNext('请输入存款人姓名');
    type('depositor-owner', '张三');
    expectNext('请输入银行类型');
    type('depositor-bank', '中国工商银行');
    expectNext('请输入银行卡号');
    type('depositor-cardNo', '6222000011112222');
    expectNext('请输入银行开户行地址');
    type('depositor-address', '深圳分行');
    await waitFor(() => expect(pathsCalled()).toContain('/api/getPayRange'));
    expectNext('请输入金额在100-50000之间！');
    expect(pathsCalled()).not.toContain('/api/recharge');
  });

  it('uses 100–10000 in the message until the range loads', async () => {
    setup({ '/api/getPayRange': () => new Promise(() => undefined) });
    await screen.findByRole('radio', { name: 'USDT' });
    fireEvent.click(screen.getByRole('radio', { name: 'USDT' }));
    type('deposit-amount', '20000');
    submit();
    expect(toasts()).toContain('请输入金额在100-10000之间！');
  });

  it('asks the range of the chosen USDT protocol', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole('radio', { name: 'USDT' }));
    await waitFor(() => expect(calls.some((c) => c.body?.type === 'usdt-trc20')).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'ERC20' }));
    await waitFor(() => expect(calls.some((c) => c.body?.type === 'usdt-erc20')).toBe(true));
  });

  it('submits a bank deposit, says 提交成功，等待后台审核 and opens /transRecord', async () => {
    const { calls } = setup({ '/api/recharge': () => ok([], '17145500001231234') });
    await screen.findByRole('radio', { name: '银行卡' });
    fillDepositor();
    type('deposit-amount', '500');
    submit();
    await waitFor(() => expect(window.location.hash).toBe('#/transRecord'));
    expect(toasts()).toContain('提交成功，等待后台审核');
    const sent = calls.find((c) => c.path === '/api/recharge')!;
    expect(sent.body).toEqual({
      paytype: 'bank',
      amount: '500.00',
      bank: '中国工商银行',
      bank_address: '深圳分行',
      bank_no: '622200001111',
      bank_owner: '张三',
    });
    expect((sent.init.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
  });

  it('sends wechat as wxpay and opens /payInfo with the number from message', async () => {
    const { calls } = setup({ '/api/recharge': () => ok([], '17145500001231234') });
    fireEvent.click(await screen.findByRole('radio', { name: '微信' }));
    type('deposit-amount', '200');
    submit();
    await waitFor(() => expect(window.location.hash).toBe('#/payInfo?deposit_no=17145500001231234'));
    expect(calls.find((c) => c.path === '/api/recharge')!.body).toEqual({ paytype: 'wxpay', amount: '200.00' });
  });

  it('sends USDT with its protocol and takes data.out_trade_no when present', async () => {
    const { calls } = setup({ '/api/recharge': () => ok({ out_trade_no: 'D42' }, '成功') });
    fireEvent.click(await screen.findByRole('radio', { name: 'USDT' }));
    fireEvent.click(screen.getByRole('radio', { name: 'ERC20' }));
    type('deposit-amount', '720');
    expect(screen.getByText(/约 100.00 USDT/)).toBeInTheDocument();
    submit();
    await waitFor(() => expect(window.location.hash).toBe('#/payInfo?deposit_no=D42'));
    expect(calls.find((c) => c.path === '/api/recharge')!.body).toEqual({
      paytype: 'usdt',
      amount: '720.00',
      catepay: 'ERC20',
    });
  });

  it('shows the server message of a refused deposit and stays', async () => {
    setup({ '/api/recharge': () => ({ code: 500, message: '充值金额不在该通道范围中' }) });
    fireEvent.click(await screen.findByRole('radio', { name: '微信' }));
    type('deposit-amount', '200');
    submit();
    await waitFor(() => expect(toasts()).toContain('充值金额不在该通道范围中'));
    expect(window.location.hash).toBe('#/recharge');
  });

  it('leads the manual way to customer service', async () => {
    setup();
    fireEvent.click(await screen.findByRole('radio', { name: '人工充值' }));
    expect(screen.getByRole('link', { name: '联系在线客服' })).toHaveAttribute('href', '#/kefu');
    expect(screen.queryByRole('button', { name: '立即存款' })).toBeNull();
  });

  it('still offers the manual way when the ways cannot load', async () => {
    setup({ '/api/get_pay_way': () => ({ code: 500, message: 'boom' }) });
    expect(await screen.findByRole('radio', { name: '人工充值' })).toBeChecked();
    expect(screen.getByRole('button', { name: /存款方式加载失败/ })).toBeInTheDocument();
  });

  it('shows a trial account a notice instead of the forms', () => {
    const { pathsCalled } = setup({}, { is_trial: 1 });
    expect(screen.getByText('试玩账号不能存款')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即存款' })).toBeNull();
    expect(pathsCalled()).not.toContain('/api/recharge');
  });
});
