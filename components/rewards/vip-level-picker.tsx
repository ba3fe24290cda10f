'use client';
import { useEffect, useRef } from 'react';
import type { VipLevel } from '@/lib/rewards/types';
import { isReached } from '@/lib/rewards/vip';
import { topLevel } from '@/lib/rewards/vip-tier';
import * as t from '@/lib/text/zh-CN';
import { TabStrip } from '@/components/ui/segmented-tabs';
import { VipBadge } from './vip-badge';

/** VIP1–VIP10 as a scrolling row of icons; the chosen one is ringed and kept in view. */
export function VipLevelPicker({
  levels,
  selected,
  memberVip,
  onSelect,
}: {
  levels: readonly VipLevel[];
  selected: number;
  memberVip: number;
  onSelect: (level: number) => void;
}) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    strip.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected]);
  return (
    <div ref={strip}>
      <TabStrip
        options={levels.map((l) => ({ value: l.level, label: l.name }))}
        value={selected}
        onChange={onSelect}
        label={t.rewards.vip.levels}
        look={{
          list: 'flex gap-1 overflow-x-auto px-gutter pb-3 pt-1',
          tab: 'flex min-w-16 shrink-0 flex-col items-center gap-2 rounded-card px-1 py-2',
          selected: 'bg-surface/20 ring-2 ring-gold',
          // Not faded: the gold ring and tint mark the selected level; a faded badge loses its contrast.
          idle: '',
        }}
        renderTab={(o) => (
          <>
            <VipBadge level={o.value} reached={isReached(memberVip, o.value)} top={topLevel(levels)} />
            <span className="text-note font-semibold text-ink-inverse">{o.label}</span>
          </>
        )}
      />
    </div>
  );
}
