'use client';
import clsx from 'clsx';
import type { PlayGroup } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';
import { TabStrip } from '@/components/ui/segmented-tabs';

/** The play groups as a row of tabs that scrolls sideways when there are many (PC28 has 6+). */
export function BetGroupTabs({
  groups,
  activeId,
  onChange,
}: {
  groups: readonly PlayGroup[];
  activeId: number | null;
  onChange: (id: number) => void;
}) {
  return (
    <TabStrip
      options={groups.map((g) => ({ value: g.id, label: g.name, testId: `bet-group-tab-${g.id}` }))}
      value={activeId}
      onChange={(id) => id !== null && onChange(id)}
      label={t.bet.groupsLabel}
      listClassName="flex gap-2 overflow-x-auto px-gutter py-2 [scrollbar-width:none]"
      tabClassName={(selected) =>
        clsx(
          'min-h-touch shrink-0 whitespace-nowrap rounded-pill px-4 text-body font-medium transition-colors outline-none data-focus:ring-2 data-focus:ring-brand/40',
          selected ? 'bg-brand text-ink-inverse' : 'bg-surface-sunken text-ink-muted',
        )
      }
    />
  );
}
