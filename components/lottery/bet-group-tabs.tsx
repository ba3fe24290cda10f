'use client';
import type { PlayGroup } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';
import { PillTabs } from '@/components/ui/segmented-tabs';

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
    <PillTabs
      tone="sunken"
      options={groups.map((g) => ({ value: g.id, label: g.name, testId: `bet-group-tab-${g.id}` }))}
      value={activeId}
      onChange={(id) => id !== null && onChange(id)}
      label={t.bet.groupsLabel}
    />
  );
}
