/**
 * One way in: what a request is decided on (maintenance, the legacy gate, `no-store`, the 404
 * format). The router decodes percent-escapes and matches in any case, so a decision on the raw
 * URL can be walked around: `/%61pi/balance` reached the balance route while the maintenance
 * check looked for `/api/`. Decisions are therefore made on the route the router matched, and
 * where no route matched (a 404) or only a catch-all did (the static files' `/*`, which can never
 * reach an API handler) on the path decoded and normalised, so `//api/x`, `/x/../api/x` and
 * `/%61pi/x` get the answer `/api/x` gets.
 */
import type { FastifyRequest } from 'fastify';

const API_OR_ADMIN = /^\/(api|admin)(\/|$)/i;

/** `/api/…` or `/admin/…` (or either alone), in any case. */
export function isApiPath(path: string): boolean {
  return API_OR_ADMIN.test(path);
}

/**
 * A URL's path decoded once (as the router does), with `\` read as `/` (as browsers do), empty and
 * `.` segments dropped and `..` resolved; case kept. A malformed escape leaves the path undecoded.
 */
export function normalisedPath(url: string): string {
  const end = url.search(/[?#]/);
  let path = end === -1 ? url : url.slice(0, end);
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not a valid escape sequence: the router cannot have matched it to a route either.
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** The matched route's pattern (`/api/balance`), or undefined for a 404 or a catch-all match. */
export function matchedRoute(request: FastifyRequest): string | undefined {
  const pattern = request.routeOptions.url;
  return pattern === undefined || pattern.endsWith('*') ? undefined : pattern;
}

/** The path a decision is made on, in lower case (routes match in any case). */
export function decisionPath(request: FastifyRequest): string {
  return (matchedRoute(request) ?? normalisedPath(request.url)).toLowerCase();
}

/** Does the request go to (or, unmatched, look like) the API or the operator API? */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(decisionPath(request));
}
