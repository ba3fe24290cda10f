'use client';
import { useApplyLog } from '@/lib/api/activities';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { ApplyRow, ApplyRowSkeleton } from '@/components/activities/apply-row';
import { InfiniteList } from '@/components/list/infinite-list';

/** /activityRecord (docs/SCREENS.md#activityrecord): the member's applications, newest first, more on scroll. */
export default function ActivityRecordScreen(_: ScreenProps) {
  return (
    <InfiniteList
      label={t.activities.recordLabel}
      query={useApplyLog()}
      rowKey={(r) => r.id}
      renderRow={(r) => <ApplyRow record={r} />}
      skeleton={<ApplyRowSkeleton />}
    />
  );
}
