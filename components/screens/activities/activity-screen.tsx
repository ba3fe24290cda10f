'use client';
import { useActivityTypes } from '@/lib/api/activities';
import { replaceRoute } from '@/lib/router/navigate';
import { hrefTo, parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import { ActivityList } from '@/components/activities/activity-list';
import { ActivityTabs } from '@/components/activities/activity-tabs';
import { OffersBar } from '@/components/activities/offers-bar';

/**
 * /activity, the offers tab (docs/SCREENS.md#activity): no shared header; tabs 全部 and the
 * server's types, banner cards, more on scroll. Open to visitors. The tab lives in the query,
 * so coming back from an activity keeps it.
 */
export default function ActivityScreen({ location }: ScreenProps) {
  const { type } = parseQuery('/activity', location);
  const types = useActivityTypes();
  return (
    <div className="flex flex-col pb-4">
      <OffersBar />
      <ActivityTabs
        types={types.data ?? (types.error ? [] : undefined)}
        value={type}
        onChange={(next) => replaceRoute(hrefTo('/activity', { type: next }))}
      />
      <ActivityList key={type ?? 0} type={type} />
    </div>
  );
}
