'use client';
import { useEffect, useSyncExternalStore } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { CallError } from '@/lib/api/errors';
import { useAppInfo } from '@/lib/api/app';
import { entryRedirect } from '@/lib/router/entry';
import { installSessionExpiry } from '@/lib/session-expiry';
import { LazyAlertHost } from '@/components/ui/lazy-alert-host';
import { Toaster } from '@/components/ui/toaster';
import { ServiceWorkerPrompt } from '@/components/pwa/service-worker-prompt';
import { HashRouter } from './hash-router';
import { HallSkeleton } from '@/components/layout/screen-skeleton';
import { MaintenanceScreen } from './maintenance-screen';
import { DemoMark } from './demo-mark';
import { SessionKeeper } from './session-keeper';

const swrConfig: SWRConfiguration = {
  // Answers (refusals, 401) are not outages: retrying them only repeats them.
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if ((error instanceof CallError && error.answered) || retryCount >= 3) return;
    setTimeout(() => revalidate({ retryCount }), 2000 * 2 ** retryCount);
  },
  revalidateOnFocus: false,
};

/** The client app: providers, start-up URL fix, maintenance switch, router. */
installSessionExpiry();

/** The start-up URL fix, decided once per page load from the URL the page was opened with. */
let entry: { to: string | null } | undefined;
function readEntry() {
  entry ??= { to: entryRedirect(window.location.pathname, window.location.search, window.location.hash) };
  return entry;
}
const noSubscribe = () => () => {};

export function AppRoot() {
  // null while the static export renders and while hydrating (the HTML shows the skeleton).
  const decided = useSyncExternalStore(noSubscribe, readEntry, () => null);
  const redirectTo = decided?.to ?? null;
  const ready = decided !== null && redirectTo === null;
  useEffect(() => {
    if (redirectTo) window.location.replace(redirectTo);
  }, [redirectTo]);
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
      {app?.demoSite ? <DemoMark /> : null}
      <SessionKeeper />
      <HashRouter />
    </>
  );
}
