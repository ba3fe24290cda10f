'use client';
import clsx from 'clsx';
import type { PlayGroup } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';

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
    <div
      role="tablist"
      aria-label={t.bet.groupsLabel}
      className="flex gap-2 overflow-x-auto px-gutter py-2 [scrollbar-width:none]"
    >
      {groups.map((g) => {
        const selected = g.id === activeId;
        return (
          <button
            key={g.id}
            type="button"
            role="tab"
            aria-selected={selected}
            data-testid={`bet-group-tab-${g.id}`}
            onClick={() => !selected && onChange(g.id)}
            className={clsx(
              'min-h-touch shrink-0 whitespace-nowrap rounded-pill px-4 text-body font-medium transition-colors',
              selected ? 'bg-brand text-ink-inverse' : 'bg-surface-sunken text-ink-muted',
            )}
          >
            {g.name}
          </button>
        );
      })}
    </div>
  );
}
