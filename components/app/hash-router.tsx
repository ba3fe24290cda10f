'use client';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { PAINT_ATTRIBUTE } from '@/lib/router/first-paint';
import { parseHash, useRawHash } from '@/lib/router/location';
import { markHistoryDepth, replaceRoute } from '@/lib/router/navigate';
import { resolveRoute } from '@/lib/router/guard';
import type { RoutePath } from '@/lib/router/paths';
import type { ScreenLoader, ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import { isRestricted } from '@/lib/protection/restriction';
import { screenLoaders } from '@/components/screens/registry';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { AppShell } from '@/components/layout/app-shell';
import { FirstPaintFallback } from './first-paint-fallback';
import { FirstScreen, HallPlaceholder } from './first-screen';
import { CrashNotice } from './crash-notice';
import { LoginBounce } from './login-bounce';

/**
 * One lazy component per loader, made once at start-up (lazy() loads nothing until rendered), so
 * routes sharing a screen share its chunk and state, and rendering only looks a component up.
 */
const lazyByLoader = new Map<ScreenLoader, LazyExoticComponent<ComponentType<ScreenProps>>>();
const screens = Object.fromEntries(
  (Object.keys(screenLoaders) as RoutePath[]).map((path) => {
    const load = screenLoaders[path];
    let screen = lazyByLoader.get(load);
    if (!screen) {
      screen = lazy(load);
      lazyByLoader.set(load, screen);
    }
    return [path, screen];
  }),
) as Record<RoutePath, LazyExoticComponent<ComponentType<ScreenProps>>>;

/**
 * Whether a session existed when the current hash was opened: a login on /login changes the
 * session, not the hash, and must not count as a member opening /login (lib/router/guard.ts).
 */
function useMemberOnArrival(raw: string | null, loggedIn: boolean): boolean {
  const [arrival, setArrival] = useState({ raw, member: loggedIn });
  if (arrival.raw !== raw) setArrival({ raw, member: loggedIn });
  // A logout on the same hash ends membership at once.
  return arrival.raw === raw ? arrival.member && loggedIn : loggedIn;
}

/** Renders the route of `location.hash`: unknown paths go home, guarded ones to login (or /restricted). */
export function HashRouter() {
  const raw = useRawHash();
  const { token, user } = useSession();
  const location = useMemo(() => (raw === null ? null : parseHash(raw)), [raw]);
  const memberOnArrival = useMemberOnArrival(raw, !!token);
  const decision = location ? resolveRoute(location, !!token, !!token && isRestricted(user), memberOnArrival) : null;
  const redirectTo = decision?.kind === 'redirect' ? decision.to : null;

  // The live router owns the page from its first frame: a placeholder it shows is the plain one
  // (the painted fragment, if any, is its screen's loading state: FirstPaintFallback).
  useLayoutEffect(() => document.documentElement.removeAttribute(PAINT_ATTRIBUTE), []);

  useEffect(() => {
    if (redirectTo) replaceRoute(redirectTo);
  }, [redirectTo]);

  useEffect(() => {
    if (raw === null) return;
    markHistoryDepth();
    window.scrollTo(0, 0);
  }, [raw]);

  if (!location || !decision || decision.kind === 'redirect') return <FirstScreen />;
  const Screen = screens[decision.route.path];
  return (
    <AppShell route={decision.route}>
      {/* A screen that fails, or whose chunk cannot load, fails alone: the header and tab bar stay. */}
      <ErrorBoundary key={decision.route.path} fallback={<CrashNotice />}>
        <Suspense
          fallback={
            decision.route.tab === 'hall' ? (
              <HallPlaceholder member={!!token} />
            ) : (
              <FirstPaintFallback path={decision.route.path} />
            )
          }
        >
          {decision.kind === 'bounce' ? <LoginBounce /> : <Screen key={decision.route.path} location={location} />}
        </Suspense>
      </ErrorBoundary>
    </AppShell>
  );
}
