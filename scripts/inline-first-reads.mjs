#!/usr/bin/env node
/**
 * After `next build`, before the CSP hashes and the service worker: the deep links' first-reads
 * script (lib/router/first-reads-script.ts), exported by the build as first-reads.js
 * (app/first-reads.js/route.ts), goes inline at the end of every page's <head>, where it starts a
 * deep link's reads beside the boot scripts; the file itself is removed (nothing loads it). Written
 * here rather than by the layout so the page's React payload does not carry it a second time.
 * Both language builds, each with its own script (out/ and out/en/).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportedPages } from './exported-pages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'out');
export const SCRIPT_FILE = 'first-reads.js';

/** The page with the script inline just before </head> (once; a page without </head> is an error). */
export function withFirstReads(html, script) {
  if (html.includes(script)) return html;
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('inline-first-reads: a page without </head>');
  return `${html.slice(0, at)}<script>${script.replace(/<\/script/gi, '<\\/script')}</script>${html.slice(at)}`;
}

/** One build folder: its pages (not those of a build nested in it) get its script. */
function inlineBuild(dir, nested) {
  const file = path.join(dir, SCRIPT_FILE);
  if (!existsSync(file)) throw new Error(`inline-first-reads: ${file} is missing (app/first-reads.js/route.ts)`);
  const script = readFileSync(file, 'utf8');
  const list = exportedPages(dir, nested);
  for (const page of list) writeFileSync(page, withFirstReads(readFileSync(page, 'utf8'), script));
  rmSync(file);
  console.log(
    `inline-first-reads: ${Buffer.byteLength(script)} bytes into ${list.length} pages of ${path.relative(ROOT, dir) || '.'}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const en = path.join(OUT, 'en');
  inlineBuild(OUT, en);
  inlineBuild(en, undefined);
}
