'use client';
import { TrophyIcon } from '@heroicons/react/24/outline';
import { useAppInfo } from '@/lib/api/app';
import { getConfig } from '@/lib/config';
import { sponsorUrl } from '@/lib/discover/links';
import { hrefTo } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { EntryCard } from '@/components/discover/entry-card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * /zhanzhu (docs/SCREENS.md#zhanzhu): the sponsors that have a page (config.json, else /api/app),
 * each opening it in /zhanzhuye?type=1|2; a sponsor without one is not listed.
 */
export default function SponsorsScreen(_: ScreenProps) {
  const { data: app, error } = useAppInfo();
  const config = getConfig();
  const listed = t.discover.sponsors.filter((s) => sponsorUrl(s.type, config, app));
  if (listed.length === 0) {
    // Until the settings arrive, a sponsor may still appear: wait rather than say there is none.
    if (app === undefined && !error) return <Skeleton className="m-gutter h-20 rounded-card" />;
    return <EmptyState text={t.discover.sponsorsEmpty} />;
  }
  return (
    <div className="flex flex-col gap-3 p-gutter">
      {listed.map((s) => (
        <EntryCard
          key={s.type}
          to={hrefTo('/zhanzhuye', { page: s.type })}
          icon={TrophyIcon}
          title={s.title}
          hint={s.hint}
        />
      ))}
    </div>
  );
}
