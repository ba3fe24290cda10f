/**
 * Which build a page should be in, decided before the app boots: the player's stored choice
 * (/userCent), else the browser's first language (English for `en*`, Chinese for anything else).
 * The decision runs as an inline script in <head> (app/layout.tsx), so it is self-contained:
 * its source text becomes the script (like lib/router/entry-mark.ts).
 */
import { KEYS } from '@/lib/storage';
import { BASE_PATHS, BUILD_LANG, type Lang } from './lang';

/** The language wanted: a stored 'zh'/'en' wins; otherwise the browser's first language. */
export function wantedLanguage(stored: string | null, languages: readonly string[]): Lang {
  if (stored === 'zh' || stored === 'en') return stored;
  return /^en(-|$)/i.test(languages[0] || '') ? 'en' : 'zh';
}

/** The same route in the other build: its base path, then the query and the hash route as they are. */
export function buildUrl(lang: Lang, search: string, hash: string): string {
  return `${BASE_PATHS[lang]}/${search}${hash}`;
}

/**
 * Whether the page at `pathname` really is this build's: a host answering a missing `/en/` with
 * the Chinese 404 page must not bounce between the two for ever, so only a page inside its own
 * base path moves.
 */
export function insideOwnBuild(lang: Lang, pathname: string): boolean {
  const underEn = /^\/en(\/|$)/.test(pathname);
  return lang === 'en' ? underEn : !underEn;
}

/** The URL to move to before boot, or null to stay. */
export function languageRedirect(
  build: Lang,
  stored: string | null,
  languages: readonly string[],
  where: { pathname: string; search: string; hash: string },
): string | null {
  const wanted = wantedLanguage(stored, languages);
  if (wanted === build || !insideOwnBuild(build, where.pathname)) return null;
  return buildUrl(wanted, where.search, where.hash);
}

/** Set on `window` by the script below as it moves the page, so later inline scripts start nothing. */
export const MOVING_FLAG = '__tgMoving';

/**
 * The inline script: the same decision, written out by hand in ES5 (no imports, no helpers), with
 * every failure (storage blocked, no navigator.languages) leaving the page where it is.
 */
export const LANGUAGE_REDIRECT_SCRIPT =
  `(function(b,k){try{var s=null;try{s=localStorage.getItem(k)}catch(e){}` +
  `var l=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||''];` +
  `var w=s==='zh'||s==='en'?s:/^en(-|$)/i.test(l[0]||'')?'en':'zh';` +
  `var p=location.pathname,u=/^\\/en(\\/|$)/.test(p);` +
  `if(w!==b&&(b==='en'?u:!u))window.${MOVING_FLAG}=1,location.replace((w==='en'?${JSON.stringify(BASE_PATHS.en)}:${JSON.stringify(BASE_PATHS.zh)})+'/'+location.search+location.hash)` +
  `}catch(e){}})(${JSON.stringify(BUILD_LANG)},${JSON.stringify(KEYS.language)})`;
