'use client';
import type { ActivityType } from '@/lib/api/normalise/activities';
import * as t from '@/lib/text/zh-CN';
import { PillTabs, PillTabsSkeleton, type TabOption } from '@/components/ui/segmented-tabs';

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
  if (!types) return <PillTabsSkeleton />;
  const tabs: TabOption<number | null>[] = [
    { value: null, label: t.activities.all },
    ...types.map((x) => ({ value: x.id, label: x.name })),
  ];
  return <PillTabs tone="raised" options={tabs} value={value} onChange={onChange} label={t.activities.tabsLabel} />;
}
