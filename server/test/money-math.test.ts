/**
 * Money arithmetic without floats: typed amounts, decimal rates, USDT conversions and fees on
 * awkward values, order numbers, Beijing date windows.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readAmountInput } from '../src/lib/amount-input.ts';
import { decimalToCents, divideFloor, formatDecimal, multiplyFloor, parseDecimal } from '../src/lib/decimal.ts';
import { ORDER_NO_RE, orderNumber } from '../src/lib/order-no.ts';
import { beijingDayStart, formatBeijing } from '../src/lib/time.ts';
import { depositUsdtCents, usdtWithdrawal } from '../src/domain/wallet/usdt.ts';
import { windowStart } from '../src/domain/records/filters.ts';
import { TransRecordBody } from '../../contract/records/schemas.ts';
import { decided } from './helpers.ts';

const d = (text: string) => parseDecimal(text)!;
const settings = (rate: string, trc = '1', erc = '5') => ({
  withdrawUsdtRate: d(rate),
  trc20FeeCents: decimalToCents(d(trc)),
  erc20FeeCents: decimalToCents(d(erc)),
});

describe('typed amounts', () => {
  it('reads empty, zero in any spelling, invalid and cents', () => {
    for (const v of ['', '   ', undefined, null]) assert.equal(readAmountInput(v).kind, 'empty', String(v));
    for (const v of ['0', '0.00', '0.000', '00', '.0', 0]) assert.equal(readAmountInput(v).kind, 'zero', String(v));
    for (const v of ['-5', '1e3', '1.234', 'abc', '1,000', '+5', Infinity, {}, '.'])
      assert.equal(readAmountInput(v).kind, 'invalid', String(v));
    assert.deepEqual(readAmountInput('100.5'), { kind: 'ok', cents: 10050n });
    assert.deepEqual(readAmountInput(' 12 '), { kind: 'ok', cents: 1200n });
    assert.deepEqual(readAmountInput(0.1), { kind: 'ok', cents: 10n });
  });
});

describe('decimal rates', () => {
  it('parses exactly and refuses floats in disguise', () => {
    assert.deepEqual(parseDecimal('7.2'), { units: 72n, scale: 1 });
    assert.deepEqual(parseDecimal('7.30'), { units: 730n, scale: 2 });
    assert.equal(parseDecimal('1e3'), null);
    assert.equal(parseDecimal('-1'), null);
    assert.equal(formatDecimal(d('1.50')), '1.5');
    assert.equal(formatDecimal(d('2')), '2');
    assert.equal(formatDecimal(d('0.05')), '0.05');
  });

  it('0.1 + 0.2 style traps: integer division only', () => {
    // 0.3 / 0.1 is 2.9999999999999996 in floats; here 30 cents / 0.1 = 300 cents exactly.
    assert.equal(divideFloor(30n, d('0.1')), 300n);
    assert.equal(multiplyFloor(10_000n, d('1.5')), 15_000n);
    assert.equal(multiplyFloor(333n, d('0.333')), 110n);
  });
});

describe('USDT conversion', () => {
  it('deposit: amount ÷ usdtrate rounded half up to cents', () => {
    assert.equal(depositUsdtCents(72_000n, { usdtRate: d('7.2') }), 10_000n);
    // 100 / 7.3 = 13.698630… → 13.70
    assert.equal(depositUsdtCents(10_000n, { usdtRate: d('7.3') }), 1370n);
    // 0.05 / 0.1 = 0.5 exactly; 1.01 / 2 = 0.505 → 0.51 (half up, no float drift)
    assert.equal(depositUsdtCents(101n, { usdtRate: d('2') }), 51n);
  });

  it('withdrawal: floor(amount ÷ withdrawusdtrate, 2) minus the protocol fee', () => {
    // 100 / 7.3 = 13.6986… → 13.69; TRC20 fee 1 → 12.69
    assert.deepEqual(usdtWithdrawal(10_000n, 'TRC20', settings('7.3')), {
      converted: 1369n,
      fee: 100n,
      arrival: 1269n,
    });
    // ERC20 uses the ERC20 fee (withdraw_fee_usdt_erc, sent to clients as withdrawcashfee): 5
    assert.deepEqual(usdtWithdrawal(10_000n, 'ERC20', settings('7.3')), { converted: 1369n, fee: 500n, arrival: 869n });
    // 1000.01 / 7.13 = 140.25385… → 140.25; fee 0.5
    assert.deepEqual(usdtWithdrawal(100_001n, 'TRC20', settings('7.13', '0.5')), {
      converted: 14_025n,
      fee: 50n,
      arrival: 13_975n,
    });
    // A rate that divides exactly stays exact: 729 / 7.29 = 100.00
    assert.equal(usdtWithdrawal(72_900n, 'TRC20', settings('7.29')).converted, 10_000n);
    // An amount below the fee arrives as ≤ 0 (the caller refuses it).
    assert.ok(usdtWithdrawal(500n, 'ERC20', settings('7.3')).arrival <= 0n);
  });
});

describe('order numbers', () => {
  it('are Beijing time plus six random digits, with their letter', () => {
    const at = new Date('2024-05-01T05:45:09Z'); // 13:45:09 in Beijing
    const deposit = orderNumber('', at);
    assert.match(deposit, /^240501134509\d{6}$/);
    assert.match(orderNumber('W', at), /^W240501134509\d{6}$/);
    assert.match(deposit, ORDER_NO_RE);
  });
});

describe('date windows in Beijing days', () => {
  it('today starts at 00:00 Beijing (16:00 UTC the day before)', () => {
    const now = new Date('2024-05-01T01:00:00Z'); // 09:00 Beijing, 1 May
    assert.equal(beijingDayStart(now).toISOString(), '2024-04-30T16:00:00.000Z');
    assert.equal(formatBeijing(windowStart(1, now)), '2024-05-01 00:00:00');
    assert.equal(formatBeijing(windowStart(2, now)), '2024-04-25 00:00:00');
    assert.equal(formatBeijing(windowStart(3, now)), '2024-04-17 00:00:00');
    assert.equal(formatBeijing(windowStart(4, now)), '2024-04-02 00:00:00');
  });

  it('late evening UTC is already tomorrow in Beijing', () => {
    const now = new Date('2024-05-01T17:30:00Z'); // 01:30 Beijing, 2 May
    assert.equal(formatBeijing(windowStart(1, now)), '2024-05-02 00:00:00');
  });

  it('filters default to 30 days and deposits', () => {
    assert.equal(decided(TransRecordBody, { date: '2' }).date, 2);
    // The account records' input reads its filters the same way (TransRecordBody).
    assert.equal(decided(TransRecordBody, { date: '' }).date, 4);
    assert.equal(decided(TransRecordBody, { date: '9' }).date, 4);
    assert.equal(decided(TransRecordBody, {}).type, 1);
    assert.equal(decided(TransRecordBody, { type: '6' }).type, 6);
    assert.equal(decided(TransRecordBody, { type: '7' }).type, 7);
    assert.equal(decided(TransRecordBody, { type: '8' }).type, 1);
  });
});
