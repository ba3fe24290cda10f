/** The route guard: what the hash router does with a location before any screen loads. */
import type { HashLocation } from './location';
import { findRoute, type Route, type RoutePath } from './paths';
import { hrefTo } from './queries';

export type RouteDecision =
  { kind: 'render'; route: Route } | { kind: 'redirect'; to: string } | { kind: 'bounce'; route: Route };

/**
 * docs/SCREENS.md#restricted: what a restricted member (time-out, self-exclusion, closed account)
 * may still open — the restricted view, the withdrawal of their money and the cards it goes to
 * (to look at: adding one is a refused call), customer service, the responsible-gaming page and
 * the site's help and terms. Not the hall, the games or the promotions: a login during a time-out
 * opens only the restricted view, and nothing tempts a player back before the end date. The server
 * refuses every other call of theirs anyway; the PWA says so with one screen instead.
 */
export const RESTRICTED_ROUTES: ReadonlySet<RoutePath> = new Set<RoutePath>([
  '/restricted',
  '/withdrawal',
  '/withdrawAccount',
  '/kefu',
  '/responsible',
  '/abouts',
  '/boutBallBet',
  '/boutBallBetInfo',
]);

/** docs/SCREENS.md#login-redirect: the screens a member who opens them has no use for. */
const VISITOR_ONLY: ReadonlySet<RoutePath> = new Set<RoutePath>(['/login', '/reg']);

/**
 * docs/SCREENS.md#lottery: open routes whose screen turns a visitor away itself (请登录！, then home).
 * The router shows that bounce without loading the screen, whose code a visitor never runs.
 */
export const LOGIN_BOUNCE: ReadonlySet<RoutePath> = new Set<RoutePath>(['/lottery']);

/**
 * Render the route, send an unknown path home, a visitor on a guarded route to login (and back),
 * a member who opens /login or /reg to /mine, a restricted member anywhere else than
 * RESTRICTED_ROUTES to /restricted, and bounce a visitor off LOGIN_BOUNCE.
 *
 * `memberOnArrival`: whether the session was there when this location was opened. A visitor who
 * logs in on /login becomes a member while still on it; the form then sends them to their redirect,
 * and the guard must not race it to /mine.
 */
export function resolveRoute(
  location: HashLocation,
  loggedIn: boolean,
  restricted = false,
  memberOnArrival = loggedIn,
): RouteDecision {
  const route = findRoute(location.path);
  if (!route) return { kind: 'redirect', to: '/' };
  if (route.auth && !loggedIn) return { kind: 'redirect', to: hrefTo('/login', { redirect: location.full }) };
  if (restricted && !RESTRICTED_ROUTES.has(route.path)) return { kind: 'redirect', to: '/restricted' };
  if (loggedIn && memberOnArrival && VISITOR_ONLY.has(route.path)) return { kind: 'redirect', to: '/mine' };
  if (!loggedIn && LOGIN_BOUNCE.has(route.path)) return { kind: 'bounce', route };
  return { kind: 'render', route };
}
