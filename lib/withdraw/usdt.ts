/**
 * USDT withdrawal arithmetic (docs/SCREENS.md#withdrawal), exact: big.js, never floats.
 * - shown amount = floor(amount / withdrawusdtrate, 2 decimals);
 * - arrival = that minus the network fee of the card's protocol
 *   (ERC20: withdrawcashfee, otherwise withdrawfeeusdttrc — the naming trap of docs/API.md#user).
 */
import Big from 'big.js';
import type { Cents } from '@/lib/money';
import type { UsdtProtocol, User } from '@/lib/api/types';

/**
 * A private constructor whose division stops at 2 decimals rounding DOWN. Dividing with the
 * global default (20 places, half-up) and flooring afterwards could round a long tail of 9s up
 * across the second decimal; this divides straight to the floor.
 */
const Floor2 = Big();
Floor2.DP = 2;
Floor2.RM = Big.roundDown;

/** A positive decimal from a wire string ("7.3", " 7.30 "), or null. */
function positive(value: string): Big | null {
  try {
    const b = new Big(value.trim());
    return b.gt(0) ? b : null;
  } catch {
    return null;
  }
}

/** A fee: unparseable or negative counts as no fee. */
function fee(value: string): Big {
  try {
    const b = new Big(value.trim());
    return b.gt(0) ? b : new Big(0);
  } catch {
    return new Big(0);
  }
}

/** floor(amount / rate, 2) as "13.69"; null when the rate is unknown or not positive. */
export function usdtFor(amount: Cents, rate: string): string | null {
  const r = positive(rate);
  if (!r || amount < 0) return null;
  // cents / 100 is exact in big.js; the division floors to 2 places.
  return new Floor2(amount).div(100).div(r).toFixed(2);
}

/** What arrives: the converted amount minus the fee, floored to 2 places, never below 0. */
export function usdtArrival(amount: Cents, rate: string, networkFee: string): string | null {
  const usdt = usdtFor(amount, rate);
  if (usdt === null) return null;
  const left = new Big(usdt).minus(fee(networkFee));
  return left.gt(0) ? left.round(2, Big.roundDown).toFixed(2) : '0.00';
}

/** The user's fee for a protocol (docs/SCREENS.md#withdrawal: ERC20 uses withdrawcashfee, otherwise withdrawfeeusdttrc). */
export function feeFor(protocol: UsdtProtocol, user: Pick<User, 'feeErc20' | 'feeTrc20'>): string {
  return protocol === 'ERC20' ? user.feeErc20 : user.feeTrc20;
}

/** A fee for display: "1" → "1.00"; unknown → null. */
export function formatFee(value: string): string | null {
  try {
    return new Big(value.trim()).toFixed(2);
  } catch {
    return null;
  }
}
