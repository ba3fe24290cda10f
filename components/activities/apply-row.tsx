import { applyStateLabel, applyStateTone } from '@/lib/activities/apply-state';
import type { ApplyRecord } from '@/lib/api/normalise/activities';
import { formatBeijing } from '@/lib/time-format';
import * as t from '@/lib/text/zh-CN';
import { StateBadge } from '@/components/records/state-badge';
import { Skeleton, SkeletonLine } from '@/components/ui/skeleton';

/** One application: the activity, when it was made, its state (and why it was rejected). */
export function ApplyRow({ record }: { record: ApplyRecord }) {
  return (
    <div className="flex min-h-touch items-center gap-3 border-b border-line bg-surface px-gutter py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate text-body text-ink">{record.activityName}</span>
        <span className="text-note text-ink-muted">
          {t.activities.appliedAt} {record.createdAt === null ? '-' : formatBeijing(record.createdAt)}
        </span>
        {record.reason && <span className="text-note text-danger">{t.activities.rejectReason(record.reason)}</span>}
      </div>
      <StateBadge tone={applyStateTone(record.state)} testId="apply-state">
        {applyStateLabel(record.state)}
      </StateBadge>
    </div>
  );
}

/** ApplyRow's box while loading: the same lines (a title, the time), so the list does not move. */
export function ApplyRowSkeleton() {
  return (
    <div className="flex min-h-touch items-center gap-3 border-b border-line bg-surface px-gutter py-3">
      <div className="flex flex-1 flex-col gap-1">
        <SkeletonLine size="body" bar="w-1/2 rounded-pill" />
        <SkeletonLine size="note" bar="w-1/3 rounded-pill" />
      </div>
      <Skeleton className="h-5 w-12 rounded-pill" />
    </div>
  );
}
