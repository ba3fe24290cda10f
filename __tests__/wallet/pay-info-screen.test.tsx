import { fireEvent, screen, waitFor } from '@testing-library/react';
import PayInfoScreen from '@/components/screens/wallet/pay-info-screen';
import { formatBeijing } from '@/lib/time-format';
import { mockFetch, ok } from '../support/fetch-mock';
import { loc, renderWithApp, resetApp, toasts } from '../support/render';
import { signIn, WIRE_USER } from '../support/wallet-fixtures';
import type { Handler } from '../support/fetch-mock';

beforeEach(() => resetApp('#/payInfo?deposit_no=D1'));

const created = (msAgo: number) => formatBeijing(Date.now() - msAgo);
const usdtAnswer = (state = 1, createdAt = created(60_000)) =>
  ok(
    {
      deposit_no: 'D1',
      info: {
        out_trade_no: 'D1',
        amount: '720.00',
        real_money: 100,
        state,
        created_at: createdAt,
        paytype: 'USDT扫码支付',
        usdtrate: '7.2',
      },
      cardlist: { mch_id: 'TXyzAddress123', content: 'TRC20', payimg: 'https://cdn.example/qr.png' },
      sandbox_url: 'http://localhost/sandbox/pay/D1',
    },
    'usdtpay',
  );

function setup(payinfo: Handler, query = '?deposit_no=D1') {
  const api = mockFetch({
    '/api/payinfo': payinfo,
    '/api/balance': () => ok({ balance: '1.00' }),
    '/api/balancelist': () => ok([]),
    '/api/refreshusermoney': () => ok(WIRE_USER),
  });
  signIn();
  renderWithApp(<PayInfoScreen location={loc(`#/payInfo${query}`)} />);
  return api;
}

describe('payment info (/payInfo)', () => {
  it('shows number, amount, Beijing created time, pay type and the USDT channel', async () => {
    const at = created(60_000);
    const { calls } = setup(() => usdtAnswer(1, at));
    expect(await screen.findByTestId('pay-deposit-no')).toHaveTextContent('D1');
    expect(calls[0].body).toEqual({ deposit_no: 'D1' });
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('¥720.00');
    expect(screen.getByTestId('pay-created')).toHaveTextContent(at);
    expect(screen.getByText('USDT扫码支付')).toBeInTheDocument();
    expect(screen.getByText('100 USDT')).toBeInTheDocument();
    expect(screen.getByTestId('pay-address')).toHaveTextContent('TXyzAddress123');
    expect(screen.getByTestId('pay-protocol')).toHaveTextContent('TRC20');
    expect(screen.getByTestId('pay-qr')).toHaveAttribute('src', 'https://cdn.example/qr.png');
  });

  it('counts down from created_at as 请在mm：ss内完成支付', async () => {
    setup(() => usdtAnswer(1, created(60_000)));
    expect(await screen.findByTestId('pay-countdown')).toHaveTextContent(/^请在(59：00|58：59)内完成支付$/);
  });

  it('says the order expired once the hour is over', async () => {
    setup(() => usdtAnswer(1, created(61 * 60_000)));
    expect(await screen.findByTestId('pay-countdown')).toHaveTextContent('订单已超时，请重新发起存款');
  });

  it('copies the address with 复制成功！', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    setup(() => usdtAnswer());
    fireEvent.click(await screen.findByRole('button', { name: '复制 TXyzAddress123' }));
    await waitFor(() => expect(toasts()).toContain('复制成功！'));
    expect(writeText).toHaveBeenCalledWith('TXyzAddress123');
  });

  it('links the demo sandbox payment page', async () => {
    setup(() => usdtAnswer());
    expect(await screen.findByRole('link', { name: /模拟支付/ })).toHaveAttribute(
      'href',
      'http://localhost/sandbox/pay/D1',
    );
  });

  it('shows the payment arriving and reloads the balances', async () => {
    let state = 1;
    const { pathsCalled } = setup(() => usdtAnswer(state));
    await screen.findByTestId('pay-countdown');
    state = 2;
    // The 3 s poll of a pending deposit sees it.
    await waitFor(() => expect(screen.getByTestId('pay-countdown')).toHaveTextContent('支付成功，款项已到账'), {
      timeout: 5000,
    });
    await waitFor(() => expect(pathsCalled()).toContain('/api/refreshusermoney'));
    expect(screen.queryByRole('link', { name: /模拟支付/ })).toBeNull();
  });

  it('lists the receiving accounts for a bank deposit', async () => {
    setup(() =>
      ok(
        {
          deposit_no: 'D1',
          info: { amount: '500.00', state: 1, created_at: created(0), paytype: '银行转账支付' },
          cardlist: [{ id: 1, bank_no: '6222', bank_owner: '李四', bank_data: { bank_name: '中国工商银行' } }],
        },
        'bankpay',
      ),
    );
    expect(await screen.findByText('中国工商银行')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-qr')).toBeNull();
  });

  it('offers a retry when the payment cannot be loaded, and a way back without a number', async () => {
    setup(() => ({ code: 500, message: '订单不存在' }));
    expect(await screen.findByText('订单信息加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('says so when the deposit number is missing', () => {
    setup(() => usdtAnswer(), '');
    expect(screen.getByText('缺少订单号')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /再次存款/ })).toHaveAttribute('href', '#/recharge');
  });
});
