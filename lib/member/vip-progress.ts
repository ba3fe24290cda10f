/**
 * docs/SCREENS.md#mine: paysum ÷ the level's required cumulative deposit, as a
 * percentage rounded to a whole number, capped at 100, and 0 when either is 0.
 * Exact decimal arithmetic (big.js) on cents: money never goes through floats.
 *
 * Which level's `recharge` to pass is the caller's choice: the legacy page reads
 * the entry after the current one (the next level, docs/API.md#uservip).
 */
import Big from 'big.js';
import type { Cents } from '@/lib/money';

export function vipProgressPercent(paysum: Cents | number, recharge: Cents | number): number {
  if (!(paysum > 0) || !(recharge > 0)) return 0;
  const percent = Number(new Big(paysum).times(100).div(recharge).round(0, Big.roundHalfUp));
  return Math.min(100, percent);
}
