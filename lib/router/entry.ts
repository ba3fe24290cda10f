/**
 * Start-up URL fixes for a static host: the app lives at '/' (the English build at '/en/',
 * lib/i18n/lang.ts BASE_PATH), and everything after '#' is the route. Runs before the first render.
 */
import { appPathname, BASE_PATH } from '@/lib/i18n/lang';
import { findRoute } from './paths';
import { hrefTo } from './queries';

/**
 * The URL the app should be at, or null if it is already right:
 * - '/?pid=8' (an invite link) → '/#/login?type=1&pid=8', the registration tab;
 * - a real path such as '/login' (a 404.html or service-worker fallback) → '/#/login'.
 */
export function entryRedirect(pathname: string, search: string, hash: string): string | null {
  const to = appEntryRedirect(appPathname(pathname), search, hash);
  return to === null ? null : BASE_PATH + to;
}

function appEntryRedirect(pathname: string, search: string, hash: string): string | null {
  const pid = new URLSearchParams(search).get('pid');
  const atRoot = pathname === '/' || pathname === '/index.html';
  if (pid && (!hash || hash === '#' || hash === '#/')) return `/#${hrefTo('/login', { mode: 'register', pid })}`;
  if (atRoot) return null;
  const path = pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/';
  const route = findRoute(path);
  if (hash && hash !== '#' && hash !== '#/') return `/${hash}`;
  return route ? `/#${route.path}${search}` : '/#/';
}
