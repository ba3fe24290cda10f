/**
 * The money settings as numbers the rules can use: yuan amounts as cents, rates and multiples
 * as exact decimals. The strings stay the source of truth (operators edit them, /api/user sends
 * them); a value that does not parse falls back to its default, so a typo never opens a limit.
 */
import type { Queryable } from '../../db/types.ts';
import { decimalToCents, parseDecimal, type Decimal } from '../../lib/decimal.ts';
import { DEFAULT_SETTINGS, getSettings, type SettingKey, type Settings } from './settings.ts';

export interface MoneySettings {
  /** Deposit rate (CNY per USDT). */
  usdtRate: Decimal;
  /** Withdrawal rate (CNY per USDT). */
  withdrawUsdtRate: Decimal;
  /** Network fees in USDT cents. */
  trc20FeeCents: bigint;
  erc20FeeCents: bigint;
  bankDepositMin: bigint;
  bankDepositMax: bigint;
  withdrawMin: bigint;
  withdrawMax: bigint;
  turnoverMultiple: Decimal;
  /** The strings as configured (messages print them). */
  raw: Settings;
}

/** Keys an operator may change through /admin/settings, each with its rule. */
export const MONEY_SETTING_RULES = {
  usdtrate: 'rate',
  withdrawusdtrate: 'rate',
  withdraw_cash_fee: 'amount',
  withdraw_fee_usdt_erc: 'amount',
  min_price: 'amount',
  max_price: 'amount',
  withdraw_min: 'amount',
  withdraw_max: 'amount',
  withdraw_turnover_multiple: 'multiple',
} as const satisfies Partial<Record<SettingKey, 'rate' | 'amount' | 'multiple'>>;

export type MoneySettingKey = keyof typeof MONEY_SETTING_RULES;

export function isMoneySettingKey(key: string): key is MoneySettingKey {
  return Object.prototype.hasOwnProperty.call(MONEY_SETTING_RULES, key);
}

/** null when `value` is acceptable for `key`, else why not. */
export function moneySettingProblem(key: MoneySettingKey, value: string): string | null {
  const rule = MONEY_SETTING_RULES[key];
  const d = parseDecimal(value, rule === 'amount' ? 2 : 6);
  if (!d) return `${key} 应为数字，最多 ${rule === 'amount' ? 2 : 6} 位小数`;
  if (rule === 'rate' && d.units === 0n) return `${key} 应大于 0`;
  return null;
}

function decimalOf(settings: Settings, key: MoneySettingKey): Decimal {
  const ok = moneySettingProblem(key, settings[key]) === null;
  return parseDecimal(ok ? settings[key] : DEFAULT_SETTINGS[key], 6)!;
}

function centsOf(settings: Settings, key: MoneySettingKey): bigint {
  return decimalToCents(decimalOf(settings, key));
}

export async function getMoneySettings(q: Queryable): Promise<MoneySettings> {
  const raw = await getSettings(q);
  return {
    usdtRate: decimalOf(raw, 'usdtrate'),
    withdrawUsdtRate: decimalOf(raw, 'withdrawusdtrate'),
    trc20FeeCents: centsOf(raw, 'withdraw_cash_fee'),
    erc20FeeCents: centsOf(raw, 'withdraw_fee_usdt_erc'),
    bankDepositMin: centsOf(raw, 'min_price'),
    bankDepositMax: centsOf(raw, 'max_price'),
    withdrawMin: centsOf(raw, 'withdraw_min'),
    withdrawMax: centsOf(raw, 'withdraw_max'),
    turnoverMultiple: decimalOf(raw, 'withdraw_turnover_multiple'),
    raw,
  };
}
