#!/usr/bin/env node
/**
 * After `next build`, before the CSP hashes and the service worker: the deep links' first-reads
 * script (lib/router/first-reads-script.ts), exported by the build as first-reads.js
 * (app/first-reads.js/route.ts), goes inline at the end of every page's <head>, where it starts a
 * deep link's reads beside the boot scripts; the file itself is removed (nothing loads it). Written
 * here rather than by the layout so the page's React payload does not carry it a second time.
 * The deep links' chunk map (scripts/route-chunks.mjs: each screen's chunk files) is written beside
 * the build's files, named by its content, and the script gets its URL: only a deep link fetches
 * it (the hall's page carries no map), then preloads its screen's chunks. The routes' first paints
 * (scripts/first-paints.mjs) are cut out of their build-only page first, one file per route, and
 * the script gets their folder: such a deep link fetches its own file instead of the map.
 * Both language builds, each with its own script and map (out/ and out/en/).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageAssets } from './page-assets.mjs';
import { exportedPages } from './exported-pages.mjs';
import { writeFirstPaints } from './first-paints.mjs';
import { deepLinkChunkMap } from './route-chunks.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'out');
export const SCRIPT_FILE = 'first-reads.js';
/** The script's chunk-map field as `next build` wrote it (CHUNK_MAP_SLOT of lib/router/first-reads-script.ts). */
export const CHUNK_MAP_SLOT = '"chunks":""';
/** Its first-paint folder field (PAINT_SLOT_FIELD of lib/router/first-reads-script.ts). */
export const PAINT_SLOT = '"paint":""';

/** The script with `value` in the setup field `slot` as `next build` wrote it (there must be exactly one). */
function withField(script, slot, value) {
  const parts = script.split(slot);
  if (parts.length !== 2) throw new Error(`inline-first-reads: ${parts.length - 1} ${slot} slots in the script`);
  return `${parts[0]}${slot.slice(0, -2)}${JSON.stringify(value)}${parts[1]}`;
}

/** The script with the chunk map's URL in its slot. */
export function withChunkMap(script, url) {
  return withField(script, CHUNK_MAP_SLOT, url);
}

/** The script with the first paints' folder URL in its slot. */
export function withPaintFolder(script, url) {
  return withField(script, PAINT_SLOT, url);
}

/** Writes one build's chunk map under _next/static/ (immutable, named by its content); its served URL and the map. */
function writeChunkMap(dir, base, { scripts, styles }) {
  const map = deepLinkChunkMap({ dir, base }, [...scripts, ...styles]);
  const json = JSON.stringify(map);
  const name = `_next/static/route-chunks.${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
  writeFileSync(path.join(dir, name), json);
  console.log(`inline-first-reads: ${Buffer.byteLength(json)} bytes of chunk map in ${base}/${name}`);
  return { url: `${base}/${name}`, map };
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
  const assets = pageAssets(readFileSync(path.join(dir, 'index.html'), 'utf8'));
  const chunks = writeChunkMap(dir, base, assets);
  const paints = writeFirstPaints(dir, base, chunks.map, assets.styles, nested);
  const script = withPaintFolder(withChunkMap(readFileSync(file, 'utf8'), chunks.url), paints);
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
