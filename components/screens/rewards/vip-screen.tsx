'use client';
import { useState } from 'react';
import type { ScreenProps } from '@/lib/router/types';
import type { VipLevel } from '@/lib/rewards/types';
import { initialLevel } from '@/lib/rewards/vip';
import { vipProgress } from '@/lib/rewards/vip-progress';
import { useSession } from '@/lib/session';
import type { User } from '@/lib/member/user';
import { topLevel } from '@/lib/rewards/vip-tier';
import { VipHero } from '@/components/rewards/vip-hero';
import { VipLevelCard } from '@/components/rewards/vip-level-card';
import { VipLevelPicker } from '@/components/rewards/vip-level-picker';
import { VipLevelsGate } from '@/components/rewards/vip-levels-gate';
import { VipRateTable } from '@/components/rewards/vip-rate-table';
import { VipRules } from '@/components/rewards/vip-rules';

function VipCentre({ levels, user }: { levels: VipLevel[]; user: User | null }) {
  const progress = user ? vipProgress(user, levels) : null;
  // The level being worked towards opens first, so its card shows the progress /mine shows.
  const [selected, setSelected] = useState(() =>
    initialLevel(levels, progress?.kind === 'next' ? progress.level.level : (user?.vip ?? null)),
  );
  const level = levels.find((l) => l.level === selected) ?? levels[0];
  if (!level) return null;
  return (
    <div className="flex flex-col">
      <div className="bg-gradient-to-b from-surface-inverse to-ink-muted pt-3">
        <VipHero levels={levels} user={user} progress={progress} />
        <VipLevelPicker levels={levels} selected={level.level} memberVip={user?.vip ?? 0} onSelect={setSelected} />
      </div>
      <div className="flex flex-col gap-3 p-gutter">
        <VipLevelCard level={level} top={topLevel(levels)} user={user} progress={progress} />
        <VipRateTable level={level} />
        <VipRules />
      </div>
    </div>
  );
}

/**
 * /vip (docs/SCREENS.md#vip), open to visitors: the member's own level and progress (the hero),
 * the ten level icons (the member's next level chosen first, VIP1 for visitors), the chosen
 * level's card, its max-rebate table and the rules.
 */
export default function VipScreen(_: ScreenProps) {
  const { user } = useSession();
  return <VipLevelsGate>{(levels) => <VipCentre levels={levels} user={user} />}</VipLevelsGate>;
}
