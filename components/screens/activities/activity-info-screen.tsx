'use client';
import { useActivity } from '@/lib/api/activities';
import { parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { formatBeijing } from '@/lib/time-format';
import { ActivityBanner } from '@/components/activities/activity-card';
import { ApplyButton } from '@/components/activities/apply-button';
import { TopBar } from '@/components/layout/top-bar';
import { LoadError } from '@/components/list/infinite-list';
import { EmptyState } from '@/components/ui/empty-state';
import { RichText } from '@/components/ui/rich-text';
import { Skeleton } from '@/components/ui/skeleton';

const A = t.activities;
const PROSE =
  'break-words text-body text-ink [&_a]:text-info [&_img]:max-w-full [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-1 [&_ul]:list-disc';

/**
 * /activityInfo?id= (docs/SCREENS.md#activityinfo): no shared header, so its own bar; banner,
 * title, content and memo HTML (sanitised), and the apply button pinned at the bottom.
 */
export default function ActivityInfoScreen({ location }: ScreenProps) {
  const { id } = parseQuery('/activityInfo', location);
  const { data, error, mutate } = useActivity(id);
  const loading = id !== null && data === undefined && !error;

  return (
    <div className="flex min-h-full flex-col">
      <TopBar title={data?.title || t.routes.activityInfo} />
      {loading ? (
        <div aria-busy className="flex flex-col gap-3">
          <Skeleton className="aspect-5/2 w-full" />
          <div className="flex flex-col gap-2 px-gutter">
            <Skeleton className="h-6 w-2/3 rounded-pill" />
            <Skeleton className="h-4 w-full rounded-pill" />
            <Skeleton className="h-4 w-5/6 rounded-pill" />
          </div>
        </div>
      ) : error && data === undefined ? (
        <LoadError error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <EmptyState text={t.activities.notFound} />
      ) : (
        <>
          <article className="flex flex-col gap-3 pb-28">
            <ActivityBanner src={data.banner} title={data.title} />
            <div className="flex flex-col gap-1 px-gutter">
              <h2 className="text-headline font-semibold text-ink">{data.title}</h2>
              <p className="text-note text-ink-muted" data-testid="activity-period">
                {data.startAt === null && data.endAt === null
                  ? A.periodOpen
                  : A.period(
                      data.startAt === null ? A.periodStart : formatBeijing(data.startAt, 'YYYY-MM-DD HH:mm'),
                      data.endAt === null ? A.periodOpen : formatBeijing(data.endAt, 'YYYY-MM-DD HH:mm'),
                    )}
              </p>
            </div>
            {data.content && (
              <section aria-label={t.activities.content} className="mx-gutter rounded-card bg-surface p-4 shadow-card">
                <RichText html={data.content} className={PROSE} />
              </section>
            )}
            {data.memo && (
              <section aria-label={t.activities.memo} className="mx-gutter rounded-card bg-surface p-4 shadow-card">
                <h3 className="mb-2 text-title font-medium text-ink">{t.activities.memo}</h3>
                <RichText html={data.memo} className={PROSE} />
              </section>
            )}
          </article>
          <div className="fixed inset-x-0 bottom-0 z-header mx-auto max-w-app bg-surface px-gutter pb-[calc(8px+env(safe-area-inset-bottom))] pt-2 shadow-raised">
            <ApplyButton activityId={data.id} canApply={data.canApply} here={location.full} />
          </div>
        </>
      )}
    </div>
  );
}
