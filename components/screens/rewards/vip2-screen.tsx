'use client';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { VipLevelsGate } from '@/components/rewards/vip-levels-gate';
import { VipLevelsTable } from '@/components/rewards/vip-levels-table';
import { VipRules } from '@/components/rewards/vip-rules';

const V = t.rewards.vip;

/**
 * /vip2: every level in one table (its needs and all six rebate rates), the member's own level
 * marked; then the rules. The table scrolls sideways in its own box at 390 px.
 */
export default function Vip2Screen(_: ScreenProps) {
  const { user } = useSession();
  return (
    <VipLevelsGate>
      {(levels) => (
        <div className="flex flex-col gap-3 p-gutter">
          <h2 className="text-title font-semibold text-ink">{V.listTitle}</h2>
          <VipLevelsTable levels={levels} memberVip={user?.vip ?? null} />
          <VipRules />
        </div>
      )}
    </VipLevelsGate>
  );
}
