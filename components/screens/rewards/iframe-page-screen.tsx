'use client';
import { useEffect, useState } from 'react';
import { isWebUrl } from '@/lib/api/service';
import { loadConfig } from '@/lib/config';
import type { ScreenProps } from '@/lib/router/types';
import { t } from '@/lib/text/zh-CN';
import { Skeleton } from '@/components/ui/skeleton';
import { WebFrame } from '@/components/ui/web-frame';
import VipScreen from './vip-screen';

/**
 * /iframepage: the operator's own VIP rules page in a frame (config.json `vipPageUrl`, a web
 * address only); the standard VIP page when none is set.
 */
export default function IframePageScreen(props: ScreenProps) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadConfig().then((c) => live && setUrl(c.vipPageUrl));
    return () => {
      live = false;
    };
  }, []);
  if (url === null) return <Skeleton className="m-gutter h-64 rounded-card" />;
  if (!isWebUrl(url)) return <VipScreen {...props} />;
  return <WebFrame src={url} title={t.rewards.vip.frameTitle} loadingText={t.rewards.vip.frameLoading} />;
}
