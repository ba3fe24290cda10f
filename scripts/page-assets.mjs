import { deferredScripts } from './defer-boot-scripts.mjs';

/**
 * The files a built HTML page loads up front: module scripts (tags, or the list of the loader that
 * adds them after the first paint) and stylesheets from
 * /_next/static. The <script noModule> polyfills are reported apart: only browsers
 * without ES modules download them.
 */
export function pageAssets(html) {
  const scripts = [];
  const noModule = [];
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\bsrc="([^"]+)"/.exec(m[0])?.[1];
    if (!src) continue;
    (/\bnoModule\b/i.test(m[0]) ? noModule : scripts).push(src);
  }
  // Scripts the page adds after its first paint: the list of the loader scripts/defer-boot-scripts.mjs
  // wrote (the English build's paths start with its base path, /en/_next/static/).
  scripts.push(...deferredScripts(html));
  const styles = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi)]
    .map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1])
    .filter(Boolean);
  const uniq = (a) => [...new Set(a)];
  return { scripts: uniq(scripts), styles: uniq(styles), noModule: uniq(noModule) };
}
