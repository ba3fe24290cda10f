import {
  afterDeposit,
  checkDepositAmount,
  checkDepositor,
  DEFAULT_PAY_RANGE,
  effectiveRange,
  EMPTY_DEPOSITOR,
  payRangeType,
  rechargeBody,
  usdtEstimate,
  yuanText,
} from '@/lib/wallet/deposit';
import type { Cents } from '@/lib/money';

const c = (n: number) => n as Cents;
const full = { owner: '张三', bank: '中国工商银行', cardNo: '6222000011112222', address: '深圳分行' };

describe('bank depositor fields (docs/SCREENS.md#recharge)', () => {
  it('are checked in order: name, bank type, card number, bank address', () => {
    expect(checkDepositor(EMPTY_DEPOSITOR)).toEqual({ field: 'owner', message: '请输入存款人姓名' });
    expect(checkDepositor({ ...EMPTY_DEPOSITOR, owner: '张三' })).toEqual({ field: 'bank', message: '请输入银行类型' });
    expect(checkDepositor({ ...full, cardNo: '', address: '' })).toEqual({
      field: 'cardNo',
      message: '请输入银行卡号',
    });
    expect(checkDepositor({ ...full, address: '  ' })).toEqual({ field: 'address', message: '请输入银行开户行地址' });
    expect(checkDepositor(full)).toBeNull();
  });

  it("refuse a name that is not Chinese characters or letters, and a card number that is not 8-30 digits (the server's rule)", () => {
    const owner = { field: 'owner', message: '请输入正确的存款人姓名（汉字或字母）' };
    const cardNo = { field: 'cardNo', message: '请输入正确的银行卡号（8-30位数字）' };
    expect(checkDepositor({ ...full, owner: '张三\r100.00' })).toEqual(owner);
    expect(checkDepositor({ ...full, owner: '张三123' })).toEqual(owner);
    expect(checkDepositor({ ...full, cardNo: '6222-0000-1111' })).toEqual(cardNo);
    expect(checkDepositor({ ...full, cardNo: '1234567' })).toEqual(cardNo);
    for (const name of ['欧阳 娜娜', '阿卜杜·热合曼', 'John Smith', "O'Neil"])
      expect(checkDepositor({ ...full, owner: name })).toBeNull();
    expect(checkDepositor({ ...full, cardNo: '6222 0000 1111 2222' })).toBeNull();
  });
});

describe('deposit amount range', () => {
  it('uses 100–10000 until the server range loads', () => {
    const range = effectiveRange(undefined);
    expect(range).toEqual(DEFAULT_PAY_RANGE);
    expect(checkDepositAmount('99.99', range)).toEqual({ field: 'amount', message: '请输入金额在100-10000之间！' });
    expect(checkDepositAmount('10000.01', range)).toEqual({ field: 'amount', message: '请输入金额在100-10000之间！' });
    expect(checkDepositAmount('', range)).toEqual({ field: 'amount', message: '请输入金额在100-10000之间！' });
    expect(checkDepositAmount('100', range)).toBeNull();
  });
  it('uses the loaded range in the message', () => {
    const range = effectiveRange({ min: c(5000), max: c(5000000) });
    expect(checkDepositAmount('49', range)).toEqual({ field: 'amount', message: '请输入金额在50-50000之间！' });
    expect(checkDepositAmount('50', range)).toBeNull();
    expect(checkDepositAmount('99.5', effectiveRange({ min: c(9950), max: c(20000) }))).toBeNull();
  });
  it('falls back to the default bound the server leaves unset (0)', () => {
    expect(effectiveRange({ min: c(0), max: c(0) })).toEqual(DEFAULT_PAY_RANGE);
    expect(effectiveRange({ min: c(20000), max: c(0) })).toEqual({ min: 20000, max: 1000000 });
  });
  it('asks getPayRange by way and USDT protocol', () => {
    expect(payRangeType('bank', 'TRC20')).toBe('bank');
    expect(payRangeType('wechat', 'TRC20')).toBe('wechat');
    expect(payRangeType('usdt', 'TRC20')).toBe('usdt-trc20');
    expect(payRangeType('usdt', 'ERC20')).toBe('usdt-erc20');
    expect(payRangeType('rengong', 'TRC20')).toBeNull();
  });
});

describe('recharge body (docs/API.md#recharge)', () => {
  it('sends wechat as wxpay', () => {
    expect(rechargeBody('wechat', c(10000), 'TRC20')).toEqual({ paytype: 'wxpay', amount: '100.00' });
  });
  it('adds catepay for USDT and the depositor for bank', () => {
    expect(rechargeBody('usdt', c(12345), 'ERC20')).toEqual({ paytype: 'usdt', amount: '123.45', catepay: 'ERC20' });
    expect(rechargeBody('alipay', c(10000), 'TRC20')).toEqual({ paytype: 'alipay', amount: '100.00' });
    expect(rechargeBody('bank', c(10000), 'TRC20', full)).toEqual({
      paytype: 'bank',
      amount: '100.00',
      bank: '中国工商银行',
      bank_address: '深圳分行',
      bank_no: '6222000011112222',
      bank_owner: '张三',
    });
  });
  it('sends bank deposits to the records with 提交成功，等待后台审核 and others to /payInfo', () => {
    expect(afterDeposit('bank', '123')).toEqual({ route: '/transRecord', message: '提交成功，等待后台审核' });
    expect(afterDeposit('usdt', '17145500001231234')).toEqual({
      route: '/payInfo?deposit_no=17145500001231234',
      message: null,
    });
    expect(afterDeposit('wechat', '9')).toEqual({ route: '/payInfo?deposit_no=9', message: null });
  });
  it('estimates USDT floored at 2 places without float drift', () => {
    expect(usdtEstimate(c(10000), '7.2')).toBe('13.88');
    expect(usdtEstimate(c(72000), '7.2')).toBe('100.00');
    expect(usdtEstimate(c(30), '0.1')).toBe('3.00');
    expect(usdtEstimate(c(10000), '0')).toBeNull();
    expect(usdtEstimate(c(1), '7.2')).toBe('0.00');
    expect(usdtEstimate(c(0), '7.2')).toBe('0.00');
    // Exact past where a float would round: 90,071,992,547,409.91 yuan at 7 per USDT.
    expect(usdtEstimate(c(Number.MAX_SAFE_INTEGER), '7')).toBe('12867427506772.84');
    expect(usdtEstimate(c(10000), 'abc')).toBeNull();
    expect(usdtEstimate(c(0.5), '7.2')).toBeNull();
  });
  it('writes a range bound in its shortest yuan text', () => {
    expect(yuanText(c(10000))).toBe('100');
    expect(yuanText(c(9950))).toBe('99.5');
    expect(yuanText(c(1005))).toBe('10.05');
    expect(yuanText(c(5))).toBe('0.05');
    expect(yuanText(c(0))).toBe('0');
    expect(yuanText(c(500000000))).toBe('5000000');
  });
});
