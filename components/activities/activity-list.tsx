'use client';
import { useActivities } from '@/lib/api/activities';
import * as t from '@/lib/text/zh-CN';
import { InfiniteList } from '@/components/list/infinite-list';
import { ActivityCard, ActivityCardSkeleton } from './activity-card';

/** The published activities of one type (null = all), newest first, loading more on scroll. */
export function ActivityList({ type, variant = 'card' }: { type: number | null; variant?: 'card' | 'plain' }) {
  const query = useActivities(type);
  return (
    <InfiniteList
      label={t.activities.listLabel}
      query={query}
      rowKey={(a) => a.id}
      renderRow={(a) => <ActivityCard activity={a} variant={variant} />}
      skeleton={<ActivityCardSkeleton variant={variant} />}
      skeletonCount={3}
      className={variant === 'card' ? 'gap-3 px-gutter' : undefined}
      painted="/activity"
    />
  );
}
