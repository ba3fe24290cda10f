'use client';
import { NewspaperIcon, TvIcon } from '@heroicons/react/24/outline';
import { useAppInfo } from '@/lib/api/app';
import { getConfig } from '@/lib/config';
import { bigStageUrl } from '@/lib/discover/links';
import { hrefTo } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { EntryCard } from '@/components/discover/entry-card';

/**
 * /discover (docs/SCREENS.md#discover): 官方资讯 → /message, and 大舞台 in the game frame when a
 * link exists (config.json, else /api/app: the operator's page, or the demo site's own); no link,
 * no entry.
 */
export default function DiscoverScreen(_: ScreenProps) {
  const { data: app } = useAppInfo();
  const stage = bigStageUrl(getConfig(), app);
  return (
    <div className="flex flex-col gap-3 p-gutter" data-testid="discover">
      <EntryCard to="/message" icon={NewspaperIcon} title={t.discover.news} hint={t.discover.newsHint} />
      {stage && (
        <EntryCard
          to={hrefTo('/gamePage', { url: stage, name: t.discover.bigStage })}
          icon={TvIcon}
          title={t.discover.bigStage}
          hint={t.discover.bigStageHint}
        />
      )}
    </div>
  );
}
