import Big from 'big.js';
import type { Cents } from '@/lib/money';
import { feeFor, formatFee, usdtArrival, usdtFor } from '@/lib/withdraw/usdt';

const yuan = (text: string) => Number(new Big(text).times(100)) as Cents;

describe('USDT conversion: floor(amount / withdrawusdtrate, 2) (docs/SCREENS.md#withdrawal)', () => {
  it('floors, never rounds: 100 / 7.3 = 13.6986… → 13.69', () => {
    expect(usdtFor(yuan('100'), '7.3')).toBe('13.69');
  });
  it('0.01 / 7.3 → 0.00', () => {
    expect(usdtFor(yuan('0.01'), '7.3')).toBe('0.00');
  });
  it('99999999.99 / 7.3 = 13698630.1356… → 13698630.13 (a float gives …135616438 and drifts)', () => {
    expect(usdtFor(yuan('99999999.99'), '7.3')).toBe('13698630.13');
  });
  it('exact quotients stay exact: 730 / 7.3 = 100.00, 0.3 / 0.1 = 3.00 (0.3 / 0.1 in floats is 2.9999999999999996)', () => {
    expect(usdtFor(yuan('730'), '7.3')).toBe('100.00');
    expect(usdtFor(yuan('0.3'), '0.1')).toBe('3.00');
  });
  it('rates with many decimals', () => {
    // 100 / 7.123456789 = 14.03812…
    expect(usdtFor(yuan('100'), '7.123456789')).toBe('14.03');
    // 12345.67 / 6.9999999999 = 1763.6671428…
    expect(usdtFor(yuan('12345.67'), '6.9999999999')).toBe('1763.66');
  });
  it('a long tail of 9s is floored, not rounded up at the 20th place (the default big.js division would give 1.01)', () => {
    // 1.01 / 1.000000000000000000000001 = 1.00999999999999999999999899…
    expect(usdtFor(yuan('1.01'), '1.000000000000000000000001')).toBe('1.00');
    expect(new Big('1.01').div('1.000000000000000000000001').round(2, Big.roundDown).toFixed(2)).toBe('1.01');
  });
  it('an unknown or non-positive rate gives no figure instead of Infinity', () => {
    expect(usdtFor(yuan('100'), '')).toBeNull();
    expect(usdtFor(yuan('100'), '0')).toBeNull();
    expect(usdtFor(yuan('100'), '-7')).toBeNull();
    expect(usdtFor(yuan('100'), 'abc')).toBeNull();
  });
  it('tolerates the wire’s spacing and trailing zeros', () => {
    expect(usdtFor(yuan('100'), ' 7.30 ')).toBe('13.69');
  });
});

describe('arrival after the network fee', () => {
  it('subtracts the fee exactly: 13.69 − 1 = 12.69; 13.69 − 5 = 8.69', () => {
    expect(usdtArrival(yuan('100'), '7.3', '1')).toBe('12.69');
    expect(usdtArrival(yuan('100'), '7.3', '5')).toBe('8.69');
  });
  it('fees with decimals: 13.69 − 0.1 = 13.59 (0.1 is not exact in floats)', () => {
    expect(usdtArrival(yuan('100'), '7.3', '0.1')).toBe('13.59');
    expect(usdtArrival(yuan('100'), '7.3', '0.015')).toBe('13.67');
  });
  it('the largest amount keeps every cent', () => {
    expect(usdtArrival(yuan('99999999.99'), '7.3', '1')).toBe('13698629.13');
  });
  it('never goes below 0 when the fee is larger than the amount', () => {
    expect(usdtArrival(yuan('0.01'), '7.3', '1')).toBe('0.00');
    expect(usdtArrival(yuan('7.3'), '7.3', '1')).toBe('0.00');
  });
  it('an empty or unreadable fee counts as none', () => {
    expect(usdtArrival(yuan('100'), '7.3', '')).toBe('13.69');
    expect(usdtArrival(yuan('100'), '7.3', 'x')).toBe('13.69');
  });
  it('no rate, no arrival', () => {
    expect(usdtArrival(yuan('100'), '', '1')).toBeNull();
  });
});

describe('the fee of a protocol (docs/SCREENS.md#withdrawal, docs/API.md#user)', () => {
  const user = { feeErc20: '5', feeTrc20: '1' };
  it('ERC20 uses withdrawcashfee (feeErc20), TRC20 withdrawfeeusdttrc (feeTrc20)', () => {
    expect(feeFor('ERC20', user)).toBe('5');
    expect(feeFor('TRC20', user)).toBe('1');
  });
  it('formats a fee with two places', () => {
    expect(formatFee('1')).toBe('1.00');
    expect(formatFee('')).toBeNull();
  });
});
