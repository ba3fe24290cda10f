/**
 * docs/SCREENS.md#vip, docs/SCREENS.md#mine: the one VIP progress both screens show. Promotion
 * needs the next level's cumulative deposit (`recharge`) AND cumulative turnover (`flow`) against
 * the member's `paysum` and `totalgame` (docs/API.md#uservip), so progress is measured against the
 * next level, each part as a percentage, and the whole is the part furthest behind. A part the level
 * does not ask for (0) is met; the top level has nothing left to reach. Exact integer arithmetic
 * (BigInt) on cents: money never goes through floats, and /mine, a deep link, carries no decimal library.
 */
import type { Cents } from '@/lib/money';
import type { VipLevel } from './types';

/** One requirement: the member's figure, the level's need and the share met (0–100). */
export interface VipPart {
  own: Cents;
  need: Cents;
  percent: number;
}

export type VipProgress =
  | { kind: 'top'; percent: 100 }
  | { kind: 'next'; level: VipLevel; deposit: VipPart; turnover: VipPart; percent: number };

/** own ÷ need, rounded half up, capped at 100; a need of 0 is met (100). */
export function partPercent(own: Cents | number, need: Cents | number): number {
  if (!(need > 0)) return 100;
  if (!(own > 0)) return 0;
  if (own >= need) return 100;
  // (own × 100 ÷ need) rounded half up is ⌊(own × 200 + need) ÷ (2 × need)⌋; cents are whole, trunc only types them.
  const [o, n] = [BigInt(Math.trunc(own)), BigInt(Math.trunc(need))];
  return Number((o * BigInt(200) + n) / (BigInt(2) * n));
}

const part = (own: Cents, need: Cents): VipPart => ({ own, need, percent: partPercent(own, need) });

/** The member's progress towards the level after theirs; null while the levels are unknown. */
export function vipProgress(
  member: { vip: number; paysum: Cents; totalGame: Cents },
  levels: readonly VipLevel[] | undefined,
): VipProgress | null {
  if (!levels?.length) return null;
  const next = levels
    .filter((l) => l.level > member.vip)
    .reduce<VipLevel | null>((a, l) => (a && a.level < l.level ? a : l), null);
  if (!next) return { kind: 'top', percent: 100 };
  const deposit = part(member.paysum, next.recharge);
  const turnover = part(member.totalGame, next.flow);
  return { kind: 'next', level: next, deposit, turnover, percent: Math.min(deposit.percent, turnover.percent) };
}
