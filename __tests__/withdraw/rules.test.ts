import type { Cents } from '@/lib/money';
import { needsRealname, validateRealname, validateWithdraw } from '@/lib/validation/withdraw';
import { getcardTypeOf } from '@/lib/api/cards';
import { addCardHref } from '@/lib/withdraw/card-kind';
import { hrefTo, parseQuery } from '@/lib/router/queries';

const cents = (n: number) => n as Cents;

describe('withdrawal checks, in order (docs/SCREENS.md#withdrawal)', () => {
  const good = { kind: 'bank' as const, cardId: 4, amount: cents(10000), password: '123456' };
  it('请选择您要提现到的银行卡 without a bank card, 请选择USDT地址 without an address', () => {
    expect(validateWithdraw({ ...good, cardId: null })?.message).toBe('请选择您要提现到的银行卡');
    expect(validateWithdraw({ ...good, kind: 'usdt', cardId: null })?.message).toBe('请选择USDT地址');
  });
  it('单笔取款不能低于100元 when empty or below 100; exactly 100 passes', () => {
    expect(validateWithdraw({ ...good, amount: null })).toEqual({ field: 'amount', message: '单笔取款不能低于100元' });
    expect(validateWithdraw({ ...good, amount: cents(9999) })?.message).toBe('单笔取款不能低于100元');
    expect(validateWithdraw({ ...good, amount: cents(10000) })).toBeNull();
  });
  it('请输入您的支付密码 without a password', () => {
    expect(validateWithdraw({ ...good, password: '' })).toEqual({ field: 'password', message: '请输入您的支付密码' });
  });
  it('the card is checked before the amount, the amount before the password', () => {
    expect(validateWithdraw({ kind: 'usdt', cardId: null, amount: null, password: '' })?.message).toBe(
      '请选择USDT地址',
    );
    expect(validateWithdraw({ ...good, amount: null, password: '' })?.message).toBe('单笔取款不能低于100元');
  });
});

describe('real name', () => {
  it('is missing while it equals the username (or is empty)', () => {
    expect(needsRealname({ username: 'player01', realname: 'player01' })).toBe(true);
    expect(needsRealname({ username: 'player01', realname: '' })).toBe(true);
    expect(needsRealname({ username: 'player01', realname: '张三' })).toBe(false);
    expect(needsRealname(null)).toBe(false);
  });
  it('the popup refuses an empty name with 请填写用户实名信息', () => {
    expect(validateRealname({ name: '  ' })).toEqual({ field: 'name', message: '请填写用户实名信息' });
    expect(validateRealname({ name: '张三' })).toBeNull();
  });
});

describe('the two numberings of a card kind, in one place', () => {
  it('routes: 1 = USDT (virtual currency), 2 = bank card (docs/SCREENS.md#query-parameters); anything else → the fallback', () => {
    const kindOf = (qs: string) => parseQuery('/withdrawal', new URLSearchParams(qs)).kind;
    expect(kindOf('tab=1')).toBe('usdt');
    expect(kindOf('tab=2')).toBe('bank');
    expect(kindOf('')).toBe('usdt');
    expect(kindOf('tab=9')).toBe('usdt');
    expect(parseQuery('/withdrawAccount', new URLSearchParams('type=2')).kind).toBe('bank');
  });
  it('getcard: 1 = bank, 2 = USDT (docs/API.md#getcard): the opposite', () => {
    expect(getcardTypeOf('bank')).toBe(1);
    expect(getcardTypeOf('usdt')).toBe(2);
  });
  it('links', () => {
    expect(hrefTo('/withdrawAccount', { kind: 'usdt' })).toBe('/withdrawAccount?type=1');
    expect(hrefTo('/withdrawAccount', { kind: 'bank' })).toBe('/withdrawAccount?type=2');
    expect(addCardHref('usdt')).toBe('/addUsdtCard');
    expect(addCardHref('bank')).toBe('/addBankCard');
    expect(hrefTo('/withdrawal', { kind: 'bank' })).toBe('/withdrawal?tab=2');
  });
});
