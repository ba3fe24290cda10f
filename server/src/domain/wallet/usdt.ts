/**
 * USDT arithmetic, exact (integer cents, decimal rates):
 * - deposit: the USDT to pay is amount ÷ usdtrate rounded half up to 2 decimals (the legacy
 *   payinfo `round(real_money / usdtrate, 2)`);
 * - withdrawal: the converted amount is floor(amount ÷ withdrawusdtrate, 2) (what the withdrawal
 *   screen shows, docs/SCREENS.md#withdrawal; the legacy server rounded), and what arrives is that minus the
 *   network fee of the protocol: TRC20 `withdraw_cash_fee` (sent to clients as
 *   withdrawfeeusdttrc), ERC20 `withdraw_fee_usdt_erc` (sent as withdrawcashfee): the naming trap.
 */
import { divideFloor, divideRound } from '../../lib/decimal.ts';
import type { MoneySettings } from '../site/money-settings.ts';

export const PROTOCOLS = ['TRC20', 'ERC20'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

export function asProtocol(value: string): Protocol | null {
  const upper = value.trim().toUpperCase();
  return (PROTOCOLS as readonly string[]).includes(upper) ? (upper as Protocol) : null;
}

/** USDT cents a deposit of `amountCents` CNY asks the player to pay. */
export function depositUsdtCents(amountCents: bigint, settings: Pick<MoneySettings, 'usdtRate'>): bigint {
  return divideRound(amountCents, settings.usdtRate);
}

export interface UsdtWithdrawal {
  /** floor(amount ÷ rate, 2), in USDT cents. */
  converted: bigint;
  /** The protocol's network fee, in USDT cents. */
  fee: bigint;
  /** converted − fee: what arrives (may be ≤ 0: the caller refuses). */
  arrival: bigint;
}

export function usdtWithdrawal(
  amountCents: bigint,
  protocol: Protocol,
  settings: Pick<MoneySettings, 'withdrawUsdtRate' | 'trc20FeeCents' | 'erc20FeeCents'>,
): UsdtWithdrawal {
  const converted = divideFloor(amountCents, settings.withdrawUsdtRate);
  const fee = protocol === 'ERC20' ? settings.erc20FeeCents : settings.trc20FeeCents;
  return { converted, fee, arrival: converted - fee };
}
