'use client';
import { NewspaperIcon, TvIcon } from '@heroicons/react/24/outline';
import { useAppInfo } from '@/lib/api/app';
import { isWebUrl } from '@/lib/api/service';
import { getConfig } from '@/lib/config';
import { hrefTo } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { EntryCard } from '@/components/discover/entry-card';

/** The 大舞台 link: config.json first, else the app settings; '' (hidden) when neither is a web page. */
export function bigStageUrl(configured: string, fromSettings: string | undefined): string {
  const url = configured || fromSettings || '';
  return isWebUrl(url) ? url : '';
}

/** /discover (docs/SCREENS.md#discover): 官方资讯 → /message, and 大舞台 when the operator set its link. */
export default function DiscoverScreen(_: ScreenProps) {
  const { data: app } = useAppInfo();
  const stage = bigStageUrl(getConfig().bigStageUrl, app?.bigStageUrl);
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
