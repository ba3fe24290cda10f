import {
  toDepositNo,
  toMoneyMoved,
  toPayInfo,
  toPayRange,
  toPayWays,
  toReceivingAccount,
  toVenueBalances,
} from '@/lib/api/normalise/wallet';

describe('balancelist', () => {
  it('reads the legacy rows (string or int 0 balances) into cents', () => {
    expect(
      toVenueBalances([
        { balance: '12.00', name: 'AG真人', platname: 'ag' },
        { balance: 0, name: 'PG电子', platname: 'pg' },
      ]),
    ).toEqual([
      { platname: 'ag', name: 'AG真人', balance: 1200 },
      { platname: 'pg', name: 'PG电子', balance: 0 },
    ]);
  });
  it('tolerates a wrapped list, a non-list and rows without a platname', () => {
    expect(toVenueBalances({ list: [{ balance: '1.5', name: 'X', platname: 'x' }] })).toEqual([
      { platname: 'x', name: 'X', balance: 150 },
    ]);
    expect(toVenueBalances('')).toEqual([]);
    expect(toVenueBalances(null)).toEqual([]);
    expect(toVenueBalances([{ name: 'no platname', balance: 1 }, 'junk'])).toEqual([]);
  });
});

describe('get_pay_way', () => {
  it('maps card to the bank way, keeps the tab order of docs/SCREENS.md#recharge and always adds the manual way', () => {
    expect(toPayWays({ wechat: 1, usdt: 1, alipay: 0, card: 1 })).toEqual(['bank', 'usdt', 'wechat', 'rengong']);
    expect(toPayWays({ wechat: '0', usdt: '1' })).toEqual(['usdt', 'rengong']);
    expect(toPayWays('')).toEqual(['rengong']);
  });
});

describe('getPayRange', () => {
  it('reads string bounds into cents', () => {
    expect(toPayRange({ min_price: '100.00', max_price: '50000.00' })).toEqual({ min: 10000, max: 5000000 });
    expect(toPayRange({ min_price: 0, max_price: 0 })).toEqual({ min: 0, max: 0 });
  });
});

describe('recharge', () => {
  it('takes the deposit number from message (legacy) or data.out_trade_no (newer)', () => {
    expect(toDepositNo([], '17145500001231234')).toBe('17145500001231234');
    expect(toDepositNo({ out_trade_no: '999' }, '成功')).toBe('999');
    expect(toDepositNo({ out_trade_no: 999 }, '999')).toBe('999');
  });
});

describe('payinfo', () => {
  const info = {
    out_trade_no: '1714',
    amount: '720.00',
    real_money: 100.0,
    state: 1,
    created_at: '2024-05-01 13:45:09',
    paytype: 'USDT扫码支付',
    usdtrate: '7.2',
  };
  it('reads a QR way: one channel object', () => {
    const p = toPayInfo(
      { deposit_no: '1714', info, cardlist: { mch_id: 'TXyz', content: 'TRC20', payimg: 'https://x/qr.png' } },
      'usdtpay',
    );
    expect(p).toMatchObject({
      depositNo: '1714',
      kind: 'usdtpay',
      payType: 'USDT扫码支付',
      amount: 72000,
      usdtAmount: '100',
      state: 1,
      createdAt: Date.UTC(2024, 4, 1, 5, 45, 9),
      channel: { account: 'TXyz', protocol: 'TRC20', qrImage: 'https://x/qr.png' },
      banks: [],
    });
  });
  it('reads a bank deposit: a list of receiving accounts', () => {
    const p = toPayInfo(
      {
        deposit_no: '1',
        info: { ...info, paytype: '银行转账支付' },
        cardlist: [
          {
            id: 1,
            bank_no: '6222',
            bank_owner: '李四',
            bank_address: '深圳分行',
            bank_data: { bank_name: '中国工商银行' },
          },
        ],
      },
      'bankpay',
    );
    expect(p.channel).toBeNull();
    expect(p.usdtAmount).toBe('');
    expect(p.banks).toEqual([
      { id: 1, bankName: '中国工商银行', owner: '李四', number: '6222', branch: '深圳分行', icon: '' },
    ]);
  });
  it('keeps the demo sandbox link and survives an empty answer', () => {
    expect(toPayInfo({ sandbox_url: 'http://h/sandbox/pay/1' }, 'wxpay').sandboxUrl).toBe('http://h/sandbox/pay/1');
    expect(toPayInfo(null, '')).toMatchObject({ depositNo: '', amount: 0, createdAt: null, channel: null, banks: [] });
  });
  it('reads a getpaybank row', () => {
    expect(
      toReceivingAccount({ id: 2, bank_no: '6222 0000', bank_owner: ' 王五 ', bank_data: null, bank_name: '建设银行' }),
    ).toMatchObject({ bankName: '建设银行', owner: '王五', number: '6222 0000' });
  });
});

describe('money answers', () => {
  it('reads the balances a transfer, withdrawal or recycle answered with; null where absent', () => {
    expect(toMoneyMoved({ balance: '1470.35', platname: 'bg', venue_balance: '50.00', order_no: 'T1' })).toEqual({
      balance: 147035,
      venue: { platname: 'bg', balance: 5000 },
    });
    // Legacy transfer: the main balance as a number, no venue.
    expect(toMoneyMoved({ balance: 1470.35 })).toEqual({ balance: 147035, venue: null });
    // Legacy withdrawal [] and the recycle's "": nothing known.
    expect(toMoneyMoved([])).toEqual({ balance: null, venue: null });
    expect(toMoneyMoved('')).toEqual({ balance: null, venue: null });
  });
});
