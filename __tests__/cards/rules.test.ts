import { CARD_NUMBER_LENGTH, PAY_PASSWORD_LENGTH } from '@/contract/cards/rules';
import { lastFour, toCard, toProtocol } from '@/lib/api/normalise/cards';
import { validateBankCard, validateUsdtCard } from '@/lib/validation/cards';

describe('bind bank card (docs/SCREENS.md#addbankcard, docs/SCREENS.md#addusdtcard, messages verbatim including 输人)', () => {
  const good = {
    owner: '张三',
    bank: '中国工商银行',
    branch: '北京朝阳支行',
    number: '6222020200112233',
    payPassword: '123456',
  };
  it.each([
    ['owner', '请输入姓名'],
    ['bank', '请输入银行'],
    ['branch', '请输入开户行地址'],
    ['number', '请输人银行卡号'],
    ['payPassword', '请输人支付密码'],
  ] as const)('%s empty → %s', (field, message) => {
    expect(validateBankCard({ ...good, [field]: field === 'payPassword' ? '' : '  ' })).toEqual({ field, message });
  });
  it('every required field is checked before any length, in the documented order', () => {
    expect(validateBankCard({ owner: '', bank: '', branch: '', number: '', payPassword: '' })?.message).toBe(
      '请输入姓名',
    );
    expect(validateBankCard({ ...good, number: '123', payPassword: '' })?.message).toBe('请输人支付密码');
  });
  it('card number under 8 → 请输人正确的卡号长度 (spaces do not count)', () => {
    expect(validateBankCard({ ...good, number: '1234 567' })).toEqual({
      field: 'number',
      message: '请输人正确的卡号长度',
    });
    expect(validateBankCard({ ...good, number: '12345678' })).toBeNull();
  });
  it('card number over 30 digits → 请输人正确的卡号长度, as the server refuses it (contract/cards/rules.ts)', () => {
    expect(validateBankCard({ ...good, number: '1'.repeat(31) })).toEqual({
      field: 'number',
      message: '请输人正确的卡号长度',
    });
    expect(validateBankCard({ ...good, number: '1'.repeat(30) })).toBeNull();
    expect(CARD_NUMBER_LENGTH).toEqual({ min: 8, max: 30 });
    expect(PAY_PASSWORD_LENGTH).toEqual({ min: 6, max: 18 });
  });
  it('pay password outside 6–18 → 请输人支付密码长度', () => {
    expect(validateBankCard({ ...good, payPassword: '12345' })?.message).toBe('请输人支付密码长度');
    expect(validateBankCard({ ...good, payPassword: '1'.repeat(19) })?.message).toBe('请输人支付密码长度');
    expect(validateBankCard({ ...good, payPassword: '1'.repeat(18) })).toBeNull();
  });
});

describe('bind USDT (docs/SCREENS.md#addbankcard, docs/SCREENS.md#addusdtcard)', () => {
  const good = { address: 'TXyz1234567890', protocol: 'TRC20' as const, payPassword: '123456' };
  it('请输入USDT地址, 请选择钱包协议, 请输人支付密码, in that order', () => {
    expect(validateUsdtCard({ address: '', protocol: '', payPassword: '' })).toEqual({
      field: 'address',
      message: '请输入USDT地址',
    });
    expect(validateUsdtCard({ ...good, protocol: '', payPassword: '' })).toEqual({
      field: 'protocol',
      message: '请选择钱包协议',
    });
    expect(validateUsdtCard({ ...good, payPassword: '' })).toEqual({ field: 'payPassword', message: '请输人支付密码' });
    expect(validateUsdtCard(good)).toBeNull();
  });
});

describe('saved cards from the wire', () => {
  it('keep only the last 4 for display', () => {
    expect(lastFour('6222 0202 0011 2233')).toBe('2233');
    const card = toCard(
      { id: '4', bank: '中国工商银行', bank_no: '6222020200112233', bank_owner: '张三', bank_address: '朝阳支行' },
      'bank',
    );
    expect(card).toMatchObject({ id: 4, kind: 'bank', last4: '2233', protocol: null });
  });
  it('a USDT entry carries its protocol in bank_owner (copied into bank_address)', () => {
    expect(
      toCard({ id: 5, bank: 'USDT', bank_no: 'TXyzABCD', bank_owner: 'ERC20', bank_address: 'ERC20' }, 'usdt'),
    ).toMatchObject({ protocol: 'ERC20', last4: 'ABCD' });
    expect(toCard({ id: 6, bank: 'USDT', bank_no: '0xabc', bank_address: 'erc20' }, 'usdt').protocol).toBe('ERC20');
    expect(toProtocol('')).toBe('TRC20');
  });
  it('falls back on bank_not when the number is withheld', () => {
    expect(toCard({ id: 7, bank: 'X', bank_not: '9aQ1' }, 'bank').last4).toBe('9aQ1');
  });
});
