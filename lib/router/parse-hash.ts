/**
 * Reading the hash route, `/#/path?query`. Apart from lib/router/location.ts (React's store) so
 * that the build-time inline script (lib/router/first-reads-script.ts) can carry the same parser.
 */

export interface HashLocation {
  /** Normalised path, e.g. '/reg2' ('/' for an empty hash). */
  path: string;
  query: URLSearchParams;
  /** path + '?query' as it should appear after '#'. */
  full: string;
}

/** '#/reg2?pid=8' → { path: '/reg2', query: pid=8, full: '/reg2?pid=8' } */
export function parseHash(hash: string): HashLocation {
  let raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw.startsWith('/')) raw = `/${raw}`;
  const q = raw.indexOf('?');
  let path = q >= 0 ? raw.slice(0, q) : raw;
  const search = q >= 0 ? raw.slice(q + 1) : '';
  try {
    path = decodeURIComponent(path);
  } catch {
    /* keep the raw path */
  }
  path = path.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  const query = new URLSearchParams(search);
  const qs = query.toString();
  return { path, query, full: qs ? `${path}?${qs}` : path };
}
