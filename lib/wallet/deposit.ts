/**
 * Deposit rules (docs/SCREENS.md#recharge, docs/API.md#get_pay_way,
 * getPayRange, recharge). Pure: the screen and the tests share them. Exact on integer cents
 * without a decimal library: the deposit screen is a deep link, and its first visit's bytes count.
 */
import { DEPOSIT_DEFAULT_MAX, DEPOSIT_DEFAULT_MIN } from '@/lib/constants';
import { centsToDecimal, toCents, type Cents } from '@/lib/money';
import { hrefTo } from '@/lib/router/queries';
import * as t from '@/lib/text/zh-CN';
import type { PayWayKey, UsdtProtocol } from '@/lib/api/types';
import type { Refusal } from '@/contract/common/rules';
import type { PayRangeType, RechargeBody } from '@/contract/money/schemas';
import { depositorProblem } from '@/contract/money/rules';
import { amountToCents } from './amount';

/** A recharge tab; manual (人工) is always offered, last. */
export type PayWay = PayWayKey;
export const MANUAL_WAY = 'rengong' as const;
export const USDT_PROTOCOLS: readonly UsdtProtocol[] = ['TRC20', 'ERC20'];
export const DEFAULT_USDT_PROTOCOL: UsdtProtocol = 'TRC20';

export interface PayRange {
  min: Cents;
  max: Cents;
}

export const DEFAULT_PAY_RANGE: PayRange = {
  min: (DEPOSIT_DEFAULT_MIN * 100) as Cents,
  max: (DEPOSIT_DEFAULT_MAX * 100) as Cents,
};

/** The getPayRange `type` of a way (USDT depends on the protocol); null: the way has no range call. */
export function payRangeType(way: PayWay, protocol: UsdtProtocol): PayRangeType | null {
  switch (way) {
    case 'bank':
    case 'wechat':
    case 'alipay':
      return way;
    case 'usdt':
      return protocol === 'ERC20' ? 'usdt-erc20' : 'usdt-trc20';
    default:
      return null;
  }
}

/**
 * A server range, or the default (100–10000) while it loads. A bound the server leaves unset
 * (0, docs/API.md#getpayrange: '0 when unset') falls back to the default bound rather than refusing everything.
 */
export function effectiveRange(server: { min: Cents; max: Cents } | undefined): PayRange {
  if (!server) return DEFAULT_PAY_RANGE;
  const min = server.min > 0 ? server.min : DEFAULT_PAY_RANGE.min;
  const max = server.max > 0 ? server.max : Math.max(DEFAULT_PAY_RANGE.max, min);
  return { min, max: max as Cents };
}

/** Cents as the shortest yuan text: 10000 → '100', 9950 → '99.5'. For messages and hints. */
export function yuanText(cents: Cents): string {
  const [whole, fraction] = centsToDecimal(cents).split('.');
  const places = fraction.replace(/0+$/, '');
  return places ? `${whole}.${places}` : whole;
}

export const rangeMessage = (range: PayRange): string => t.deposit.rangeRule(yuanText(range.min), yuanText(range.max));

/** Null when the amount is within the range, else the range message (blank and unparseable included). */
export function checkDepositAmount(amount: string, range: PayRange): Refusal<'amount'> | null {
  const cents = amountToCents(amount);
  if (cents === null || cents < range.min || cents > range.max)
    return { field: 'amount', message: rangeMessage(range) };
  return null;
}

/** What the depositor types on the bank way. */
export interface BankDepositor {
  owner: string;
  bank: string;
  cardNo: string;
  address: string;
}
export const EMPTY_DEPOSITOR: BankDepositor = { owner: '', bank: '', cardNo: '', address: '' };

/**
 * docs/SCREENS.md#recharge: name, bank type, card number, bank address, checked in that order by
 * the server's rule (contract/money/rules.ts): each field missing, then not a name or not card digits.
 */
export function checkDepositor(d: BankDepositor): Refusal<keyof BankDepositor> | null {
  return depositorProblem(d);
}

/** The recharge body of a way. docs/API.md#recharge: wechat travels as 'wxpay'; USDT adds catepay. */
export function rechargeBody(
  way: Exclude<PayWay, 'rengong'>,
  cents: Cents,
  protocol: UsdtProtocol,
  depositor?: BankDepositor,
): RechargeBody {
  const amount = centsToDecimal(cents);
  switch (way) {
    case 'bank': {
      const d = depositor ?? EMPTY_DEPOSITOR;
      return {
        paytype: 'bank',
        amount,
        bank: d.bank.trim(),
        bank_address: d.address.trim(),
        bank_no: d.cardNo.trim(),
        bank_owner: d.owner.trim(),
      };
    }
    case 'wechat':
      return { paytype: 'wxpay', amount };
    case 'usdt':
      return { paytype: 'usdt', amount, catepay: protocol };
    default:
      return { paytype: way, amount };
  }
}

/** Where a successful deposit leads: bank deposits await review in the records, others pay on /payInfo. */
export function afterDeposit(way: PayWay, depositNo: string): { route: string; message: string | null } {
  if (way === 'bank') return { route: '/transRecord', message: t.deposit.bankSubmitted };
  return { route: hrefTo('/payInfo', { depositNo }), message: null };
}

/** USDT for a yuan amount at `rate` yuan per USDT, floored at 2 places; null without a usable rate. */
export function usdtEstimate(cents: Cents, rate: string): string | null {
  const r = toCents(rate);
  if (r <= 0 || !Number.isSafeInteger(cents) || cents < 0) return null;
  // Hundredths of a USDT: cents ÷ (rate in cents), floored; BigInt keeps it exact at any size.
  const hundredths = ((BigInt(cents) * BigInt(100)) / BigInt(r)).toString().padStart(3, '0');
  return `${hundredths.slice(0, -2)}.${hundredths.slice(-2)}`;
}
