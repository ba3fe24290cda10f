'use client';
import { LinkSlashIcon } from '@heroicons/react/24/outline';
import { useAppInfo } from '@/lib/api/app';
import { getConfig } from '@/lib/config';
import { sponsorUrl } from '@/lib/discover/links';
import { parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { FrameNotice } from '@/components/ui/frame-notice';
import { WebFrame } from '@/components/ui/web-frame';

/**
 * /zhanzhuye?type=1|2 (docs/SCREENS.md#zhanzhuye): that sponsor's page in a frame (config.json,
 * else /api/app); a clear message when there is none, once the settings have answered.
 */
export default function SponsorPageScreen({ location }: ScreenProps) {
  const { page } = parseQuery('/zhanzhuye', location);
  const { data: app, error } = useAppInfo();
  const url = sponsorUrl(page, getConfig(), app);
  if (!url && (app !== undefined || error)) {
    return <FrameNotice icon={LinkSlashIcon} title={t.discover.sponsorUnset} hint={t.discover.sponsorUnsetHint} />;
  }
  return <WebFrame src={url || undefined} title={t.routes.zhanzhuye} loadingText={t.discover.sponsorLoading} />;
}
