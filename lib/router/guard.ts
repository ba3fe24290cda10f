/** The route guard: what the hash router does with a location before any screen loads. */
import type { HashLocation } from './location';
import { findRoute, type Route, type RoutePath } from './paths';
import { hrefTo } from './queries';

export type RouteDecision = { kind: 'render'; route: Route } | { kind: 'redirect'; to: string };

/**
 * docs/SCREENS.md#restricted: what a restricted member (time-out, self-exclusion, closed account)
 * may still open — the restricted view, the withdrawal of their money and the cards it goes to
 * (to look at: adding one is a refused call), customer service and the responsible-gaming page.
 * The server refuses everything else of theirs anyway; the PWA says so with one screen instead.
 */
export const RESTRICTED_ROUTES: ReadonlySet<RoutePath> = new Set<RoutePath>([
  '/restricted',
  '/withdrawal',
  '/withdrawAccount',
  '/kefu',
  '/responsible',
]);

/**
 * Render the route, send an unknown path home, a visitor on a guarded route to login (and back),
 * and a restricted member on any other login route to /restricted (the hall and visitor routes stay).
 */
export function resolveRoute(location: HashLocation, loggedIn: boolean, restricted = false): RouteDecision {
  const route = findRoute(location.path);
  if (!route) return { kind: 'redirect', to: '/' };
  if (route.auth && !loggedIn) return { kind: 'redirect', to: hrefTo('/login', { redirect: location.full }) };
  if (route.auth && restricted && !RESTRICTED_ROUTES.has(route.path)) return { kind: 'redirect', to: '/restricted' };
  return { kind: 'render', route };
}
