/**
 * The routes' first paints (lib/router/first-paint.ts): `next build` exports a build-only page
 * (app/first-paints/page.tsx) with each declared route's first screen, rendered by its live shell
 * and screen, in a `<template data-route>`. Here each is cut out into the route's own file under
 * _next/static/first-paint.<hash>/ (`<route>.json`: `{chunks, html}`, its chunk files from the
 * deep links' chunk map), the one request the inline first-reads script makes for that route; the
 * page itself is then deleted from the export. Used by scripts/inline-first-reads.mjs, per build.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageAssets } from './page-assets.mjs';

/** The build-only page's folder in an export (trailingSlash: first-paints/index.html). */
export const PAINT_PAGE = 'first-paints';

/** Route path → the HTML inside its <template data-route> (templates do not nest in a screen). */
export function paintsOf(html) {
  const paints = {};
  for (const m of html.matchAll(/<template data-route="([^"]+)">([\s\S]*?)<\/template>/g)) paints[m[1]] = m[2];
  return paints;
}

/** The route files of one build, keyed by file name (`login.json`), and the folder's content hash. */
export function paintFiles(paints, chunkMap) {
  const files = {};
  for (const [route, html] of Object.entries(paints)) {
    const key = route.toLowerCase();
    files[`${key.slice(1)}.json`] = JSON.stringify({ chunks: chunkMap[key] ?? [], html });
  }
  const hash = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 12);
  return { files, hash };
}

/**
 * Writes the first paints of the build in `dir` (served under `base`) and deletes the page; the
 * folder's served URL (ending in '/'). The page must use the stylesheets of the app's own page
 * (`appStyles`), or
 * a fragment could be painted with classes the app's page does not carry.
 */
export function writeFirstPaints(dir, base, chunkMap, appStyles) {
  const page = path.join(dir, PAINT_PAGE, 'index.html');
  if (!existsSync(page)) throw new Error(`first-paints: ${page} is missing (app/first-paints/page.tsx)`);
  const html = readFileSync(page, 'utf8');
  if (pageAssets(html).styles.join(' ') !== appStyles.join(' '))
    throw new Error('first-paints: the page has its own stylesheets');
  const paints = paintsOf(html);
  if (!Object.keys(paints).length) throw new Error('first-paints: no <template data-route> in the page');
  const { files, hash } = paintFiles(paints, chunkMap);
  const folder = `_next/static/first-paint.${hash}`;
  mkdirSync(path.join(dir, folder), { recursive: true });
  for (const [name, json] of Object.entries(files)) writeFileSync(path.join(dir, folder, name), json);
  rmSync(path.join(dir, PAINT_PAGE), { recursive: true, force: true });
  const sizes = Object.entries(files).map(([n, j]) => `${n} ${Buffer.byteLength(j)}`);
  console.log(`first-paints: ${base}/${folder}/ (${sizes.join(', ')} bytes)`);
  return `${base}/${folder}/`;
}
