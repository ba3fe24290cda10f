'use client';
import type { ScreenProps } from '@/lib/router/types';
import { ActivityList } from '@/components/activities/activity-list';

/** /activity_old (docs/SCREENS.md#activity): the older layout, one column of every activity, banner edge to edge. */
export default function ActivityOldScreen(_: ScreenProps) {
  return (
    <div className="flex flex-col">
      <ActivityList type={null} variant="plain" />
    </div>
  );
}
