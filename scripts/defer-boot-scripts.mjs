#!/usr/bin/env node
/**
 * After `next build`, before the service worker and the CSP hashes: the exported pages ask for the
 * app's scripts only once the first screen is painted.
 *
 * The first screen (the hall with its build-time defaults, or the deep-link placeholder) is complete
 * in the HTML and its CSS: no script is needed to paint it. Next writes its ~180 KiB (gzip) of
 * module scripts as `<script async>` in <head>, so on a slow network they share the line with the
 * HTML and the stylesheet before anything is on screen. Here those tags (and Next's low-priority
 * preload of one of them) are replaced by one inline loader at the end of <body> that adds the same
 * scripts, in the same order, right after the first paint (or after 300 ms when the page is opened
 * in a background tab, where nothing paints); on a deep link with a first paint of its own, after
 * that one (capped). The noModule polyfill tag stays as it is.
 * Both language builds at once: out/ holds the English one in out/en/.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportedPages } from './exported-pages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'out');

// The English build's pages (out/en/, docs/I18N.md) name their scripts under /en/_next/.
const SCRIPT_TAG = /<script src="((?:\/en)?\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const PRELOAD_TAG =
  /<link rel="preload" as="script" fetchPriority="low" href="(?:\/en)?\/_next\/static\/[^"]+\.js"\/>/g;

/** How long after the first paint the boot waits at most for a deep link's own first paint (its pictures). */
export const PAINT_WAIT_MS = 400;

/**
 * The loader: once the first paint has been presented (the paint-timing entry of the first
 * contentful paint; where that is not reported, the first frame's callback), then a task, then the
 * scripts (async, like Next's tags). Requests that start before the largest paint count against it
 * in a page-load trace, and the hall's largest paint is its first. A deep link with a first paint
 * of its own (<html data-paint> 'wait' or 'on', lib/router/first-paint.ts) is waited for too,
 * until it is 'done' (its pictures loaded) and a frame later, or PAINT_WAIT_MS at most.
 */
/** How the loader's script starts: deferredScripts() finds it by this (one place for both). */
const LOADER_START = '<script>(function(s){';
const LOADER_LIST = /<script>\(function\(s\)\{[\s\S]*?\}\)\((\[[^\]]*\])\)<\/script>/;

function loader(srcs) {
  return (
    LOADER_START +
    'var d=0,w=0;function go(){if(d)return;d=1;s.forEach(function(u){' +
    "var e=document.createElement('script');e.src=u;e.async=true;document.body.appendChild(e)})}" +
    'function run(){setTimeout(go,0)}' +
    "function soon(){if(w)return;w=1;var h=document.documentElement;function ok(){var a=h.getAttribute('data-paint');return a!=='wait'&&a!=='on'}" +
    'if(ok())return run();var m=new MutationObserver(function(){if(ok()){m.disconnect();requestAnimationFrame(run)}});' +
    `m.observe(h,{attributes:true,attributeFilter:['data-paint']});setTimeout(go,${PAINT_WAIT_MS})}` +
    "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')===-1)throw 0;var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();soon()}});" +
    "o.observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(soon)}" +
    'setTimeout(soon,300)})(' +
    JSON.stringify(srcs) +
    ')</script>'
  );
}

/** The boot scripts a page's loader adds (as deferBootScripts wrote them), in order; [] without one. */
export function deferredScripts(html) {
  if (!html.includes(LOADER_START)) return [];
  const list = html.match(LOADER_LIST);
  if (!list) throw new Error('defer-boot-scripts: a loader whose script list cannot be read');
  return JSON.parse(list[1]);
}

export function deferBootScripts(html) {
  const srcs = [...html.matchAll(SCRIPT_TAG)].map((m) => m[1]);
  if (!srcs.length) return html;
  const rest = html.replace(SCRIPT_TAG, '').replace(PRELOAD_TAG, '');
  const at = rest.lastIndexOf('</body>');
  if (at < 0) throw new Error('defer-boot-scripts: no </body> in an exported page');
  return rest.slice(0, at) + loader(srcs) + rest.slice(at);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = exportedPages(OUT);
  let changed = 0;
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const next = deferBootScripts(html);
    if (next !== html) {
      writeFileSync(file, next);
      changed += 1;
    }
  }
  console.log(`defer-boot-scripts: ${changed} of ${files.length} pages load their scripts after the first paint`);
}
