'use client';
import clsx from 'clsx';
import type { ActivityType } from '@/lib/api/normalise/activities';
import * as t from '@/lib/text/zh-CN';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * 全部 followed by the server's activity types (限时 / 新人首存 / 日常 on the demo site); a
 * long list scrolls sideways. `value` null is 全部.
 */
export function ActivityTabs({
  types,
  value,
  onChange,
}: {
  types: ActivityType[] | undefined;
  value: number | null;
  onChange: (type: number | null) => void;
}) {
  if (!types) {
    return (
      <div className="flex gap-2 px-gutter py-2" aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-9 w-16 rounded-pill" />
        ))}
      </div>
    );
  }
  const tabs = [{ id: null as number | null, name: t.activities.all }, ...types];
  return (
    <div role="tablist" aria-label={t.activities.tabsLabel} className="flex gap-2 overflow-x-auto px-gutter py-2">
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id ?? 'all'}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => !selected && onChange(tab.id)}
            className={clsx(
              'min-h-touch shrink-0 whitespace-nowrap rounded-pill px-4 text-body transition-colors',
              selected ? 'bg-brand font-medium text-ink-inverse' : 'bg-surface text-ink-muted shadow-card',
            )}
          >
            {tab.name}
          </button>
        );
      })}
    </div>
  );
}
