'use client';
import { useEffect, useState } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiError } from '@/lib/api/errors';
import { useAppInfo } from '@/lib/api/app';
import { entryRedirect } from '@/lib/router/entry';
import { LazyAlertHost } from '@/components/ui/lazy-alert-host';
import { Toaster } from '@/components/ui/toaster';
import { ServiceWorkerPrompt } from '@/components/pwa/service-worker-prompt';
import { HashRouter } from './hash-router';
import { HallSkeleton } from './screen-skeleton';
import { MaintenanceScreen } from './maintenance-screen';
import { SessionKeeper } from './session-keeper';

const swrConfig: SWRConfiguration = {
  // Business errors (incl. 401) are answers, not outages: retrying them only repeats the toast.
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (error instanceof ApiError || retryCount >= 3) return;
    setTimeout(() => revalidate({ retryCount }), 2000 * 2 ** retryCount);
  },
  revalidateOnFocus: false,
};

/** The client app: providers, start-up URL fix, maintenance switch, router. */
export function AppRoot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const to = entryRedirect(window.location.pathname, window.location.search, window.location.hash);
    if (to) window.location.replace(to);
    else setReady(true);
  }, []);
  return (
    <SWRConfig value={swrConfig}>
      {ready ? <Site /> : <HallSkeleton />}
      <Toaster />
      <LazyAlertHost />
      <ServiceWorkerPrompt />
    </SWRConfig>
  );
}

function Site() {
  const { data: app } = useAppInfo();
  if (app && !app.siteOpen) return <MaintenanceScreen tips={app.repairTips} />;
  return (
    <>
      <SessionKeeper />
      <HashRouter />
    </>
  );
}
