/**
 * VIP rules the screens share: which level counts as reached, and the figure the progress
 * is measured against (docs/SCREENS.md#vip).
 */
import type { VipLevel } from './types';

/** A level counts as reached when the member's vip is at least that level. */
export function isReached(memberVip: number, level: number): boolean {
  return memberVip >= level;
}

/** The level shown first: the member's own, VIP1 for visitors, kept within the list. */
export function initialLevel(levels: readonly VipLevel[], memberVip: number | null): number {
  const wanted = memberVip ?? 1;
  return levels.some((l) => l.level === wanted) ? wanted : (levels[0]?.level ?? 1);
}
