#!/usr/bin/env node
/**
 * After `next build`, before the CSP hashes and the service worker: the deep links' first-reads
 * script (lib/router/first-reads-script.ts), exported by the build as first-reads.js
 * (app/first-reads.js/route.ts), goes inline at the end of every page's <head>, where it starts a
 * deep link's reads beside the boot scripts; the file itself is removed (nothing loads it). Written
 * here rather than by the layout so the page's React payload does not carry it a second time.
 * The deep links' chunk map (scripts/route-chunks.mjs: each screen's chunk files) is written beside
 * the build's files, named by its content, and the script gets its URL: only a deep link fetches
 * it (the hall's page carries no map), then preloads its screen's chunks.
 * Both language builds, each with its own script and map (out/ and out/en/).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageAssets } from './bench/lib/page-assets.mjs';
import { exportedPages } from './exported-pages.mjs';
import { deepLinkChunkMap } from './route-chunks.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'out');
export const SCRIPT_FILE = 'first-reads.js';
/** The script's chunk-map field as `next build` wrote it (CHUNK_MAP_SLOT of lib/router/first-reads-script.ts). */
export const CHUNK_MAP_SLOT = '"chunks":""';

/** The script with the chunk map's URL in its slot (there must be exactly one). */
export function withChunkMap(script, url) {
  const parts = script.split(CHUNK_MAP_SLOT);
  if (parts.length !== 2) throw new Error(`inline-first-reads: ${parts.length - 1} chunk-map slots in the script`);
  return `${parts[0]}"chunks":${JSON.stringify(url)}${parts[1]}`;
}

/** Writes one build's chunk map under _next/static/ (immutable, named by its content); its served URL. */
function writeChunkMap(dir, base) {
  const { scripts, styles } = pageAssets(readFileSync(path.join(dir, 'index.html'), 'utf8'));
  const json = JSON.stringify(deepLinkChunkMap({ dir, base }, [...scripts, ...styles]));
  const name = `_next/static/route-chunks.${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
  writeFileSync(path.join(dir, name), json);
  console.log(`inline-first-reads: ${Buffer.byteLength(json)} bytes of chunk map in ${base}/${name}`);
  return `${base}/${name}`;
}

/** The page with the script inline just before </head> (once; a page without </head> is an error). */
export function withFirstReads(html, script) {
  if (html.includes(script)) return html;
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('inline-first-reads: a page without </head>');
  return `${html.slice(0, at)}<script>${script.replace(/<\/script/gi, '<\\/script')}</script>${html.slice(at)}`;
}

/** One build folder: its pages (not those of a build nested in it) get its script. */
function inlineBuild(dir, base, nested) {
  const file = path.join(dir, SCRIPT_FILE);
  if (!existsSync(file)) throw new Error(`inline-first-reads: ${file} is missing (app/first-reads.js/route.ts)`);
  const script = withChunkMap(readFileSync(file, 'utf8'), writeChunkMap(dir, base));
  const list = exportedPages(dir, nested);
  for (const page of list) writeFileSync(page, withFirstReads(readFileSync(page, 'utf8'), script));
  rmSync(file);
  console.log(
    `inline-first-reads: ${Buffer.byteLength(script)} bytes into ${list.length} pages of ${path.relative(ROOT, dir) || '.'}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const en = path.join(OUT, 'en');
  inlineBuild(OUT, '', en);
  inlineBuild(en, '/en', undefined);
}
