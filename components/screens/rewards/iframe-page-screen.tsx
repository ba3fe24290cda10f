'use client';
import { useEffect, useState } from 'react';
import { useAppInfo } from '@/lib/api/app';
import { isWebUrl } from '@/lib/api/service';
import { loadConfig } from '@/lib/config';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { Skeleton } from '@/components/ui/skeleton';
import { WebFrame } from '@/components/ui/web-frame';
import VipScreen from './vip-screen';

/**
 * /iframepage: the operator's own VIP rules page in a frame — the app settings' `vip_page_url`,
 * else config.json `vipPageUrl` (web addresses only); the standard VIP page when neither is set.
 */
export default function IframePageScreen(props: ScreenProps) {
  const { data: app, error } = useAppInfo();
  const [configured, setConfigured] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadConfig().then((c) => live && setConfigured(c.vipPageUrl));
    return () => {
      live = false;
    };
  }, []);
  if (configured === null || (!app && !error)) return <Skeleton className="m-gutter h-64 rounded-card" />;
  const url = [app?.vipPageUrl ?? '', configured].find(isWebUrl);
  if (!url) return <VipScreen {...props} />;
  return <WebFrame src={url} title={t.rewards.vip.frameTitle} loadingText={t.rewards.vip.frameLoading} />;
}
