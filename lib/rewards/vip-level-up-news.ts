import * as t from '@/lib/text/zh-CN';
import { celebrate } from '@/lib/ui/celebrate';

/** The level-up's announcement and confetti (lib/rewards/use-vip-level-up.ts loads it with the moment). */
export function celebrateLevelUp(level: number): Promise<void> {
  return celebrate(t.rewards.vip.levelUp(t.mine.vipBadge(level)));
}
