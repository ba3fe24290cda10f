'use client';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import type { VipLevel } from '@/lib/rewards/types';
import { isReached } from '@/lib/rewards/vip';
import * as t from '@/lib/text/zh-CN';
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
  const chosen = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    chosen.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected]);
  return (
    <div role="tablist" aria-label={t.rewards.vip.levels} className="flex gap-1 overflow-x-auto px-gutter pb-3 pt-1">
      {levels.map((l) => (
        <button
          key={l.level}
          ref={l.level === selected ? chosen : undefined}
          type="button"
          role="tab"
          aria-selected={l.level === selected}
          onClick={() => onSelect(l.level)}
          className={clsx(
            'flex min-w-[64px] shrink-0 flex-col items-center gap-2 rounded-card px-1 py-2',
            l.level === selected ? 'bg-surface/20 ring-2 ring-gold' : 'opacity-80',
          )}
        >
          <VipBadge level={l.level} reached={isReached(memberVip, l.level)} />
          <span className="text-note font-semibold text-ink-inverse">{l.name}</span>
        </button>
      ))}
    </div>
  );
}
