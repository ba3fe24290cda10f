'use client';
import { lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { parseHash, useRawHash } from '@/lib/router/location';
import { markHistoryDepth, replaceRoute } from '@/lib/router/navigate';
import { resolveRoute } from '@/lib/router/guard';
import type { Route } from '@/lib/router/paths';
import type { ScreenLoader, ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import { screenLoaders } from '@/components/screens/registry';
import { AppShell } from './app-shell';
import { HallSkeleton, ScreenSkeleton } from './screen-skeleton';

const screens = new Map<ScreenLoader, LazyExoticComponent<ComponentType<ScreenProps>>>();

/** One lazy component per loader, so routes sharing a screen share its chunk and state. */
function screenFor(route: Route) {
  const load = screenLoaders[route.path];
  let screen = screens.get(load);
  if (!screen) {
    screen = lazy(load);
    screens.set(load, screen);
  }
  return screen;
}

/** Renders the route of `location.hash`: unknown paths go home, guarded ones to login. */
export function HashRouter() {
  const raw = useRawHash();
  const { token } = useSession();
  const location = useMemo(() => (raw === null ? null : parseHash(raw)), [raw]);
  const decision = location ? resolveRoute(location, !!token) : null;
  const redirectTo = decision?.kind === 'redirect' ? decision.to : null;

  useEffect(() => {
    if (redirectTo) replaceRoute(redirectTo);
  }, [redirectTo]);

  useEffect(() => {
    if (raw === null) return;
    markHistoryDepth();
    window.scrollTo(0, 0);
  }, [raw]);

  if (!location || !decision || decision.kind === 'redirect') return <HallSkeleton />;
  const Screen = screenFor(decision.route);
  return (
    <AppShell route={decision.route}>
      <Suspense fallback={decision.route.tab === 'hall' ? null : <ScreenSkeleton />}>
        <Screen key={decision.route.path} location={location} />
      </Suspense>
    </AppShell>
  );
}
