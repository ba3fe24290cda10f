/**
 * Start-up URL fixes for a static host: the app lives at '/', and everything after
 * '#' is the route. Runs before the first render.
 */
import { findRoute } from '@/lib/routes';

/**
 * The URL the app should be at, or null if it is already right:
 * - '/?pid=8' (an invite link) → '/#/login?type=1&pid=8' (docs/SCREENS.md#login);
 * - a real path such as '/login' (a 404.html or service-worker fallback) → '/#/login'.
 */
export function entryRedirect(pathname: string, search: string, hash: string): string | null {
  const pid = new URLSearchParams(search).get('pid');
  const atRoot = pathname === '/' || pathname === '/index.html';
  if (pid && (!hash || hash === '#' || hash === '#/')) return `/#/login?type=1&pid=${encodeURIComponent(pid)}`;
  if (atRoot) return null;
  const path = pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/';
  const route = findRoute(path);
  if (hash && hash !== '#' && hash !== '#/') return `/${hash}`;
  return route ? `/#${route.path}${search}` : '/#/';
}
