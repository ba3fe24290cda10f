'use client';
import { lazy, startTransition, useEffect, useState } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { CallError } from '@/lib/api/errors';
import { loadConfigSoon } from '@/lib/config';
import { useAppInfo, useAppInfoOnReturn } from '@/lib/api/app';
import { entryRedirect } from '@/lib/router/entry';
import { keepHashOnFrameworkWrites } from '@/lib/router/keep-hash';
import { installSessionExpiry } from '@/lib/session-expiry';
import { installRestrictionWatch } from '@/lib/protection/restriction-watch';
import { LazyAlertHost } from '@/components/ui/lazy-alert-host';
import { Toaster } from '@/components/ui/toaster';
import { AfterFirstScreen } from '@/components/ui/after-first-screen';
import { ErrorBoundary } from '@/components/ui/error-boundary';
// Captures `beforeinstallprompt` from the start, before the guide and the update prompt load.
import '@/components/pwa/install-prompt-store';
import { HashRouter } from './hash-router';
import { CrashNotice } from './crash-notice';
import { FirstScreen } from './first-screen';
import { MaintenanceScreen } from './maintenance-screen';
import { MemberPieces } from './member-pieces';

// Not on the first screen: loaded once it is up (components/ui/after-first-screen.tsx).
const ServiceWorkerPrompt = lazy(() =>
  import('@/components/pwa/service-worker-prompt').then((m) => ({ default: m.ServiceWorkerPrompt })),
);

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
installRestrictionWatch();
loadConfigSoon();
// Before Next's router first writes the history entry (its boot), so every such write keeps the hash.
keepHashOnFrameworkWrites();

/** The start-up URL fix, decided once per page load from the URL the page was opened with. */
let entry: { to: string | null } | undefined;
function readEntry() {
  entry ??= { to: entryRedirect(window.location.pathname, window.location.search, window.location.hash) };
  return entry;
}

/**
 * null while the static export renders and while hydrating (the HTML shows the first screen). The
 * live app then replaces the first screen in a transition: React renders it in slices that yield to
 * the browser, so the start-up has no long task (the first screen stays until it is ready).
 */
function useEntry() {
  const [decided, setDecided] = useState<{ to: string | null } | null>(null);
  useEffect(() => {
    startTransition(() => setDecided(readEntry()));
  }, []);
  return decided;
}

export function AppRoot() {
  const decided = useEntry();
  const redirectTo = decided?.to ?? null;
  const ready = decided !== null && redirectTo === null;
  useEffect(() => {
    if (redirectTo) window.location.replace(redirectTo);
  }, [redirectTo]);
  return (
    <SWRConfig value={swrConfig}>
      {/* No Suspense boundary around the first screen: the static export would write a boundary
          this large (over React's 12.8 KB chunk) out of line, hidden, and React's inline reveal
          then waits until 300 ms after the first frame: a slow parse painted the hall that late. */}
      {/* What fails outside a screen (the header, say) leaves the notice, not the framework's page. */}
      <ErrorBoundary fallback={<CrashNotice />}>{ready ? <Site /> : <FirstScreen />}</ErrorBoundary>
      <Toaster />
      <LazyAlertHost />
      <AfterFirstScreen>
        <ServiceWorkerPrompt />
      </AfterFirstScreen>
    </SWRConfig>
  );
}

function Site() {
  const { data: app } = useAppInfo();
  useAppInfoOnReturn();
  if (app && !app.siteOpen) return <MaintenanceScreen tips={app.repairTips} />;
  return (
    <>
      <MemberPieces />
      <HashRouter />
    </>
  );
}
