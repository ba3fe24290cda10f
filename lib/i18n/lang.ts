/**
 * The language this bundle was built for. next.config.mjs inlines APP_LANG at build time
 * (docs/I18N.md): the Chinese build is served at '/', the English one at '/en/'. Anything the
 * bundle reads from here is a constant of its build, so the other language's branch is dead code.
 */
export type Lang = 'zh' | 'en';

export const LANGS: readonly Lang[] = ['zh', 'en'];

export const BUILD_LANG: Lang = process.env.APP_LANG === 'en' ? 'en' : 'zh';

/** Where each build is served (next.config.mjs basePath). */
export const BASE_PATHS: Readonly<Record<Lang, string>> = { zh: '', en: '/en' };

export const BASE_PATH = BASE_PATHS[BUILD_LANG];

/** `<html lang>` of each build. */
export const HTML_LANGS: Readonly<Record<Lang, string>> = { zh: 'zh-CN', en: 'en' };

/**
 * Each language named in itself, as language pickers do, so a player who cannot read the current
 * language still finds their own. Not catalogue text: the same in both builds.
 */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = { zh: '中文', en: 'English' };

/** The Accept-Language every API call carries, so the reference server answers in this language. */
export const ACCEPT_LANGUAGE: Readonly<Record<Lang, string>> = { zh: 'zh-CN', en: 'en' };

/** A page's path inside this build ('/en/index.html' → '/index.html' in the English build). */
export function appPathname(pathname: string): string {
  if (!BASE_PATH || (pathname !== BASE_PATH && !pathname.startsWith(`${BASE_PATH}/`))) return pathname;
  return pathname.slice(BASE_PATH.length) || '/';
}
