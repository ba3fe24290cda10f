'use client';
import { LinkSlashIcon } from '@heroicons/react/24/outline';
import { isWebUrl } from '@/lib/api/service';
import { getConfig } from '@/lib/config';
import { parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { FrameNotice } from '@/components/ui/frame-notice';
import { WebFrame } from '@/components/ui/web-frame';

/** /zhanzhuye?type=1|2: one of the two sponsor pages from config.json in a frame; a clear message when unset. */
export default function SponsorPageScreen({ location }: ScreenProps) {
  const { page } = parseQuery('/zhanzhuye', location);
  const url = getConfig().sponsorUrls[page === 2 ? '2' : '1'].trim();
  if (!isWebUrl(url)) {
    return <FrameNotice icon={LinkSlashIcon} title={t.discover.sponsorUnset} hint={t.discover.sponsorUnsetHint} />;
  }
  return <WebFrame src={url} title={t.routes.zhanzhuye} loadingText={t.discover.sponsorLoading} />;
}
