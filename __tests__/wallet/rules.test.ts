import { amountToCents, sanitizeAmountInput } from '@/lib/wallet/amount';
import { checkTransfer, MAIN_WALLET, sidesOf, transferAmount } from '@/lib/wallet/transfer';
import { parseQuery } from '@/lib/router/queries';
import { canExpand, visibleVenues, walletTotals } from '@/lib/wallet/venues';
import type { Cents } from '@/lib/money';

const c = (n: number) => n as Cents;

describe('amount input', () => {
  it('keeps digits and one decimal point with at most two places', () => {
    expect(sanitizeAmountInput('12a3.456')).toBe('123.45');
    expect(sanitizeAmountInput('1.2.3')).toBe('1.23');
    expect(sanitizeAmountInput('.5')).toBe('0.5');
    expect(sanitizeAmountInput('-100')).toBe('100');
    expect(sanitizeAmountInput('１００。５')).toBe('100.5');
  });
  it('reads into exact cents without float drift', () => {
    expect(amountToCents('0.29')).toBe(29);
    expect(amountToCents('1.005')).toBe(100);
    expect(amountToCents('100')).toBe(10000);
    expect(amountToCents('0.000')).toBe(0);
    expect(amountToCents(' 012.5 ')).toBe(1250);
    expect(amountToCents('12.')).toBe(1200);
    expect(amountToCents('99999999.99')).toBe(9999999999);
    expect(amountToCents('1.2.3')).toBeNull();
    expect(amountToCents('-5')).toBeNull();
    expect(amountToCents('abc')).toBeNull();
    expect(amountToCents('')).toBeNull();
  });
});

describe('transfer rules (docs/SCREENS.md#transfer)', () => {
  const into = sidesOf(1, 'ag');
  it('direction 1 is main → venue, 2 is venue → main', () => {
    expect(sidesOf(1, 'ag')).toEqual({ source: MAIN_WALLET, target: 'ag' });
    expect(sidesOf(2, 'ag')).toEqual({ source: 'ag', target: MAIN_WALLET });
    const directionOf = (qs: string) => parseQuery('/transfer', new URLSearchParams(qs)).direction;
    expect(directionOf('direction=2')).toBe(2);
    expect(directionOf('')).toBe(1);
    expect(directionOf('direction=x')).toBe(1);
  });
  it('an empty amount says 请输入操作金额！', () => {
    expect(checkTransfer('', into)).toEqual({ field: 'amount', message: '请输入操作金额！' });
    expect(checkTransfer('   ', into)).toEqual({ field: 'amount', message: '请输入操作金额！' });
  });
  it('0.00 and 0.000 say 操作金额不能为0！', () => {
    for (const zero of ['0', '0.00', '0.000', '00.0'])
      expect(checkTransfer(zero, into)).toEqual({ field: 'amount', message: '操作金额不能为0！' });
  });
  it('refuses venue to venue with 场馆内钱包不支持互转', () => {
    expect(checkTransfer('10', { source: 'ag', target: 'pg' })).toEqual({
      field: 'venue',
      message: '场馆内钱包不支持互转',
    });
  });
  it('passes a main-wallet transfer with its cents', () => {
    expect(checkTransfer('12.5', into)).toBeNull();
    expect(checkTransfer('12.5', sidesOf(2, 'pg'))).toBeNull();
  });
  it('asks for a venue when there is none to pick', () => {
    expect(checkTransfer('10', sidesOf(1, ''))).toEqual({ field: 'venue', message: '请选择场馆' });
  });
  it('without decimalTransfer refuses a fraction before sending (never truncated), whole yuan pass', () => {
    const whole = '该平台仅支持整数金额转账，请输入整数';
    expect(checkTransfer('12.5', into, false)).toEqual({ field: 'amount', message: whole });
    expect(checkTransfer('0.01', into, false)).toEqual({ field: 'amount', message: whole });
    expect(checkTransfer('100.10', sidesOf(2, 'pg'), false)).toEqual({ field: 'amount', message: whole });
    expect(checkTransfer('100.00', into, false)).toBeNull();
    expect(checkTransfer('100', into, false)).toBeNull();
    // The earlier checks keep their order and words.
    expect(checkTransfer('', into, false)).toEqual({ field: 'amount', message: '请输入操作金额！' });
    expect(checkTransfer('0.00', into, false)).toEqual({ field: 'amount', message: '操作金额不能为0！' });
  });
  it('sends a 2-decimal string with decimalTransfer, else the whole-yuan number a legacy server reads', () => {
    expect(transferAmount(c(1250), true)).toBe('12.50');
    expect(transferAmount(c(10000), true)).toBe('100.00');
    expect(transferAmount(c(10000), false)).toBe(100);
    expect(transferAmount(c(123400), false)).toBe(1234);
  });
});

describe('venue lists (docs/SCREENS.md#account)', () => {
  const rows = ['a', 'b', 'c', 'd', 'e', 'f'];
  it('shows 3 (wallet) or 4 (transfer) collapsed and all expanded', () => {
    expect(visibleVenues(rows, false, 3)).toEqual(['a', 'b', 'c']);
    expect(visibleVenues(rows, false, 4)).toEqual(['a', 'b', 'c', 'd']);
    expect(visibleVenues(rows, true, 3)).toEqual(rows);
    expect(canExpand(3, 3)).toBe(false);
    expect(canExpand(4, 3)).toBe(true);
  });
  it('totals the central wallet and the venues in cents', () => {
    const venues = [
      { platname: 'ag', name: 'AG', balance: c(1010) },
      { platname: 'pg', name: 'PG', balance: c(20) },
    ];
    expect(walletTotals(c(100), venues, c(999))).toEqual({ central: 100, game: 1030, total: 1130 });
    expect(walletTotals(c(100), undefined, c(999))).toEqual({ central: 100, game: 999, total: 1099 });
    expect(walletTotals(undefined, venues, undefined).total).toBeUndefined();
  });
});
