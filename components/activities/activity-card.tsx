'use client';
import { ChevronRightIcon, GiftIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useState } from 'react';
import type { Activity } from '@/lib/api/normalise/activities';
import { Link } from '@/lib/router/link';
import { hrefTo } from '@/lib/router/queries';
import * as t from '@/lib/text/zh-CN';
import { Skeleton } from '@/components/ui/skeleton';

/** The banner at 750×300 (5:2); a broken or missing image keeps the box with an icon. */
export function ActivityBanner({ src, title, className }: { src: string; title: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className={clsx('aspect-5/2 w-full overflow-hidden bg-surface-sunken', className)}>
      {src && !broken ? (
        <img
          src={src}
          alt={t.activities.bannerAlt(title)}
          loading="lazy"
          onError={() => setBroken(true)}
          className="h-full w-full object-cover"
        />
      ) : (
        <div className="flex h-full w-full items-center justify-center text-ink-faint">
          <GiftIcon className="h-10 w-10" aria-hidden />
        </div>
      )}
    </div>
  );
}

/**
 * One activity in a list, opening /activityInfo. `card` (the offers tab): banner with the title
 * below on a rounded card; `plain` (the older list): the banner edge to edge, the title as a caption.
 */
export function ActivityCard({ activity, variant = 'card' }: { activity: Activity; variant?: 'card' | 'plain' }) {
  const to = hrefTo('/activityInfo', { id: activity.id });
  if (variant === 'plain') {
    return (
      <Link to={to} className="block border-b border-line bg-surface pb-2">
        <ActivityBanner src={activity.banner} title={activity.title} />
        <p className="px-gutter pt-2 text-body text-ink">{activity.title}</p>
      </Link>
    );
  }
  return (
    <Link to={to} className="block overflow-hidden rounded-card bg-surface shadow-card active:opacity-90">
      <ActivityBanner src={activity.banner} title={activity.title} />
      <div className="flex min-h-touch items-center gap-2 px-4 py-2">
        <span className="flex-1 truncate text-title font-medium text-ink">{activity.title}</span>
        <ChevronRightIcon className="h-4 w-4 shrink-0 text-ink-faint" aria-hidden />
      </div>
    </Link>
  );
}

export function ActivityCardSkeleton({ variant = 'card' }: { variant?: 'card' | 'plain' }) {
  return (
    <div className={variant === 'card' ? 'overflow-hidden rounded-card bg-surface shadow-card' : 'bg-surface pb-2'}>
      <Skeleton className="aspect-5/2 w-full" />
      <div className="flex min-h-touch items-center px-4 py-2">
        <Skeleton className="h-4 w-2/3 rounded-pill" />
      </div>
    </div>
  );
}
