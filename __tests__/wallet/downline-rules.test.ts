/**
 * 下级转账 rules (docs/SCREENS.md#downlinetransfer): the checks before sending, in the server's
 * order and words (contract/downline/rules.ts); who sees the tile; the route.
 */
import { DOWNLINE_MESSAGES } from '@/contract/downline/rules';
import type { Cents } from '@/lib/money';
import { findRoute } from '@/lib/router/paths';
import { validateDownlineTransfer } from '@/lib/validation/downline';
import { showsDownlineTile } from '@/lib/wallet/downline-tile';

const good = { member: 'friend01', amount: '12.50', password: '123456', balance: 10000 as Cents };

describe('下级转账 checks', () => {
  it.each([
    ['no member', { member: ' ' }, 'member', DOWNLINE_MESSAGES.usernameRequired, '请选择下级会员'],
    ['no amount', { amount: '' }, 'amount', DOWNLINE_MESSAGES.amountRequired, '请输入转账金额'],
    ['not a number', { amount: 'abc' }, 'amount', DOWNLINE_MESSAGES.amountInvalid, '请输入正确的转账金额'],
    ['three decimals', { amount: '1.234' }, 'amount', DOWNLINE_MESSAGES.amountInvalid, '请输入正确的转账金额'],
    ['zero', { amount: '0.00' }, 'amount', DOWNLINE_MESSAGES.amountZero, '转账金额必须大于0'],
    ['zero with three places', { amount: '0.000' }, 'amount', DOWNLINE_MESSAGES.amountZero, '转账金额必须大于0'],
    ['under a cent', { amount: '0.001' }, 'amount', DOWNLINE_MESSAGES.amountInvalid, '请输入正确的转账金额'],
    ['above the balance', { amount: '100.01' }, 'amount', DOWNLINE_MESSAGES.insufficient, '操作金额高于账户余额'],
    ['no pay password', { password: '' }, 'password', DOWNLINE_MESSAGES.passwordRequired, '请输入取款密码'],
  ])('%s: the server’s own words', (_case, patch, field, message, text) => {
    expect(message).toBe(text);
    expect(validateDownlineTransfer({ ...good, ...patch })).toEqual({ field, message });
  });

  it('checks in order: member, amount, password', () => {
    expect(validateDownlineTransfer({ member: '', amount: '', password: '' })).toMatchObject({ field: 'member' });
    expect(validateDownlineTransfer({ member: 'a', amount: '', password: '' })).toMatchObject({ field: 'amount' });
  });

  it('passes; the whole balance may move; an unknown balance is left to the server', () => {
    expect(validateDownlineTransfer(good)).toBeNull();
    expect(validateDownlineTransfer({ ...good, amount: '100' })).toBeNull();
    expect(validateDownlineTransfer({ ...good, amount: '5000', balance: undefined })).toBeNull();
  });
});

describe('the 下级转账 tile', () => {
  it('is for agents only: never a member, a visitor or a member still loading', () => {
    expect(showsDownlineTile({ isAgent: true }, true)).toBe(true);
    expect(showsDownlineTile({ isAgent: false }, true)).toBe(false);
    expect(showsDownlineTile(null, true)).toBe(false);
    expect(showsDownlineTile(undefined, true)).toBe(false);
  });

  it('is hidden where the back end lacks the call (a legacy back end) or has not said yet', () => {
    expect(showsDownlineTile({ isAgent: true }, false)).toBe(false);
    expect(showsDownlineTile({ isAgent: true }, undefined)).toBe(false);
  });

  it('opens a login-only screen with a back arrow, titled 下级转账', () => {
    expect(findRoute('/downlineTransfer')).toMatchObject({ auth: true, header: 'back', title: '下级转账' });
  });
});
