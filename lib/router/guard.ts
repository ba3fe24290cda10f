/** The route guard: what the hash router does with a location before any screen loads. */
import type { HashLocation } from './location';
import { findRoute, type Route } from './paths';
import { hrefTo } from './queries';

export type RouteDecision = { kind: 'render'; route: Route } | { kind: 'redirect'; to: string };

/** Render the route, send an unknown path home, or send a visitor on a guarded route to login (and back). */
export function resolveRoute(location: HashLocation, loggedIn: boolean): RouteDecision {
  const route = findRoute(location.path);
  if (!route) return { kind: 'redirect', to: '/' };
  if (route.auth && !loggedIn) return { kind: 'redirect', to: hrefTo('/login', { redirect: location.full }) };
  return { kind: 'render', route };
}
