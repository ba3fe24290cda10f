/**
 * The VIP medal tiers, bronze → diamond: the operator's levels (from /api/uservip, however many)
 * are spread evenly over the five tiers, the first level bronze and the top one diamond.
 */
export const VIP_TIERS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type VipTier = (typeof VIP_TIERS)[number];

/** The tier of `level` out of `top` levels (1-based; out-of-range levels clamp to the ends). */
export function vipTier(level: number, top: number): VipTier {
  if (top <= 1) return VIP_TIERS[0];
  const clamped = Math.min(Math.max(level, 1), top);
  return VIP_TIERS[Math.round(((clamped - 1) / (top - 1)) * (VIP_TIERS.length - 1))]!;
}

/** The highest level the operator offers (10 while the list is empty). */
export function topLevel(levels: readonly { level: number }[]): number {
  return levels.length ? Math.max(...levels.map((l) => l.level)) : 10;
}
