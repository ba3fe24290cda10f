/**
 * The exported HTML paints the hall's first screen before any script of the app runs. A deep link
 * (`/#/lottery`) must not show the hall first, so a tiny script runs in <head>, before the first
 * paint: when the URL is not the hall (another hash route, an invite `?pid=`, a path the start-up
 * fix moves), it marks <html data-entry="screen"> and app/globals.css swaps the hall for the plain
 * screen placeholder. It is inline (no request) and hashed into the CSP by the build.
 */
import { BASE_PATH } from '@/lib/i18n/lang';
import { KEYS } from '@/lib/storage';

export const ENTRY_ATTRIBUTE = 'data-entry';

/**
 * Whether the page opened at this URL shows the hall first ('', '#/', '#/home', with any query).
 * Self-contained on purpose: its source text becomes the inline script.
 */
export function opensOnHall(pathname: string, search: string, hash: string): boolean {
  return /^\/(index\.html)?$/.test(pathname) && !/[?&]pid=/.test(search) && /^#?\/?(home)?\/?(\?.*)?$/.test(hash);
}

/**
 * A returning member must not see 登录/注册 on the first paint either: with a stored session
 * token the script marks <html data-session="member"> and the visitor pieces stay blank until
 * the live header and member box arrive.
 */
export const SESSION_ATTRIBUTE = 'data-session';

/**
 * The inline script of app/layout.tsx (the token key is lib/storage.ts's KEYS.token). The English
 * build is served under BASE_PATH ('/en'), which the script cuts off the path first.
 */
export const ENTRY_MARK_SCRIPT =
  `(function(d){(${opensOnHall.toString()})(location.pathname.slice(${BASE_PATH.length})||'/',location.search,location.hash)` +
  `||d.setAttribute('${ENTRY_ATTRIBUTE}','screen');` +
  `try{localStorage.getItem(${JSON.stringify(KEYS.token)})&&d.setAttribute('${SESSION_ATTRIBUTE}','member')}catch(e){}` +
  `})(document.documentElement)`;
