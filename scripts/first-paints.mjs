/**
 * The routes' first paints (lib/router/first-paint.ts): `next build` exports a build-only page
 * (app/first-paints/page.tsx) with each declared route's first screen, rendered by its live shell
 * and screen, in a `<template data-route>`, and for a route that draws a list
 * (lib/router/paint-lists.ts) one item of it in a `<template data-list data-spec>`; a route painted
 * from the stored session (lib/router/paint-session.ts) has a `<template data-session data-variant
 * data-marks>` per variant instead, and a route drawn from its reads (lib/router/paint-reads.ts)
 * a `<template data-reads data-variant data-spec>` per variant besides its loading state. Here each
 * is cut out into the route's own file under _next/static/first-paint.<hash>/ (`<route>.json`:
 * `{chunks, html, list?}`, `{chunks, user}` or `{chunks, html, recharge | lottery}`,
 * its chunk files from the deep links' chunk map), the one request the inline first-reads script
 * makes for that route (a route that draws data also loads its fillers' file, `fill.js` or its own,
 * exported by app/first-fill.json/route.ts and written here); the page itself, and the chunks only it loads,
 * are then deleted from the export (so the service worker does not precache them). Used by
 * scripts/inline-first-reads.mjs, per build.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportedPages } from './exported-pages.mjs';
import { pageAssets } from './page-assets.mjs';

/** The build-only page's folder in an export (trailingSlash: first-paints/index.html). */
export const PAINT_PAGE = 'first-paints';
/** The fillers' files as the build exports them (app/first-fill.json/route.ts: name → script), each then a file of the folder. */
export const FILLER_EXPORT = 'first-fill.json';

/** Route path → the HTML inside its <template data-route> (templates do not nest in a screen). */
export function paintsOf(html) {
  const paints = {};
  for (const m of html.matchAll(/<template data-route="([^"]+)">([\s\S]*?)<\/template>/g)) paints[m[1]] = m[2];
  return paints;
}

const ENTITIES = { '&quot;': '"', '&amp;': '&', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
/** An attribute's value as React escaped it, read back. */
const unescape = (value) => value.replace(/&(quot|amp|#x27|lt|gt);/g, (e) => ENTITIES[e]);

/**
 * Whether `marker` stays data in `html`: a URL (`url`) only ever as a whole src or href, text never
 * inside a URL, a style or a handler.
 */
function staysData(html, marker, url) {
  const esc = marker.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const wholeUrls = [...html.matchAll(new RegExp(`\\b(src|href)="${esc}"`, 'g'))].length;
  if (url) return html.split(marker).length - 1 === wholeUrls;
  return !new RegExp(`\\b(src|href|action|style|on\\w+)="[^"]*${esc}`, 'i').test(html);
}

/**
 * Route path → its list: the spec (React's escaped attribute, read back) with the item's HTML.
 * Each drawn field's marker must be in the item, and server data may only go where it stays data:
 * a URL only as a whole src or href, text never into a URL, a style or a handler.
 */
export function listsOf(html) {
  const lists = {};
  for (const m of html.matchAll(/<template data-list="([^"]+)" data-spec="([^"]*)">([\s\S]*?)<\/template>/g)) {
    const spec = JSON.parse(unescape(m[2]));
    const item = m[3];
    for (const [marker, field, kind, need] of spec.marks) {
      if (!need && !item.includes(marker)) throw new Error(`first-paints: ${m[1]} draws no ${field}`);
      const url = kind === 'upload' || kind === 'asset';
      if ((url || kind === 'text') && !staysData(item, marker, url))
        throw new Error(`first-paints: ${m[1]}'s ${field} would go where it is not data`);
    }
    lists[m[1]] = { ...spec, item };
  }
  return lists;
}

/**
 * Route path → its session paint (lib/router/paint-session.ts): `{marks, variants: [[isAgent,
 * picture, html]]}`. Every variant must draw the name, and each marker it draws must stay data (the
 * picture only as a whole src).
 */
export function sessionPaintsOf(html) {
  const found = {};
  const re = /<template data-session="([^"]+)" data-variant="([^"]*)" data-marks="([^"]*)">([\s\S]*?)<\/template>/g;
  for (const m of html.matchAll(re)) {
    const marks = JSON.parse(unescape(m[3]));
    const [isAgent, picture] = JSON.parse(unescape(m[2]));
    const body = m[4];
    if (!body.includes(marks.find((mark) => mark[2] === 'name')[0]))
      throw new Error(`first-paints: ${m[1]} draws no name`);
    for (const [marker, field, kind] of marks)
      if (body.includes(marker) && !staysData(body, marker, kind === 'picture'))
        throw new Error(`first-paints: ${m[1]}'s ${field} would go where it is not data`);
    found[m[1]] ??= { marks, variants: [] };
    found[m[1]].variants.push([isAgent, picture, body]);
  }
  return found;
}

/**
 * What each screen drawn from its reads must draw, by route: the markers a variant must carry, and
 * which marker is a picture (which may only be a whole src).
 * - /recharge (lib/router/paint-recharge.ts), variants [first way, has the rate's hint]: the bank
 *   variant every account field, the rate's variant the rate.
 * - /lottery (lib/router/paint-lottery.ts), variants ['room', phase, last draw's kind] and ['rows']:
 *   every room its name, round and balance, a room with a last draw its number, its draw's text and label,
 *   the rows a message's content.
 */
const READ_PAINT_RULES = {
  '/recharge': {
    picture: 'icon',
    wanted: ([first, rate], marks) =>
      first === 'bank' ? Object.keys(marks).filter((f) => f !== 'rate') : rate ? ['rate'] : [],
  },
  '/lottery': {
    picture: 'avatar',
    wanted: ([kind, , last]) =>
      kind === 'rows'
        ? ['content', 'author', 'initial', 'avatar']
        : ['name', 'expect', 'balance', ...(last ? ['lastExpect', 'label'] : [])],
  },
};

/**
 * Route path → its screen drawn from its reads (lib/router/paint-reads.ts): the spec with
 * `variants: [[...the variant's keys, html]]`. Each marker a variant draws must stay data (a
 * picture only as a whole src), and each draws what its route's rule above says.
 */
export function readPaintsOf(html) {
  const found = {};
  const re = /<template data-reads="([^"]+)" data-variant="([^"]*)" data-spec="([^"]*)">([\s\S]*?)<\/template>/g;
  for (const m of html.matchAll(re)) {
    const spec = JSON.parse(unescape(m[3]));
    const variant = JSON.parse(unescape(m[2]));
    const body = m[4];
    const rule = READ_PAINT_RULES[m[1]];
    if (!rule) throw new Error(`first-paints: ${m[1]} has no rule for what its variants draw`);
    for (const field of rule.wanted(variant, spec.marks))
      if (!body.includes(spec.marks[field]))
        throw new Error(`first-paints: ${m[1]} (${variant.join(' ')}) draws no ${field}`);
    for (const [field, marker] of Object.entries(spec.marks))
      if (body.includes(marker) && !staysData(body, marker, field === rule.picture))
        throw new Error(`first-paints: ${m[1]}'s ${field} would go where it is not data`);
    found[m[1]] ??= { ...spec, variants: [] };
    found[m[1]].variants.push([...variant, body]);
  }
  return found;
}

/** The route files of one build (and the fillers' files), keyed by file name (`login.json`, `fill.js`), and the folder's content hash. */
export function paintFiles(paints, chunkMap, lists = {}, fillers = {}, sessions = {}, reads = {}) {
  const files = {};
  const file = (route, content) => {
    const key = route.toLowerCase();
    files[`${key.slice(1)}.json`] = JSON.stringify({ chunks: chunkMap[key] ?? [], ...content });
  };
  for (const [route, html] of Object.entries(paints))
    file(route, {
      html,
      ...(lists[route] ? { list: lists[route] } : {}),
      // A screen drawn from its reads: its part named after the route (`recharge`, `lottery`).
      ...(reads[route] ? { [route.slice(1)]: reads[route] } : {}),
    });
  for (const [route, user] of Object.entries(sessions)) file(route, { user });
  for (const [name, script] of Object.entries(fillers)) files[name] = script;
  const hash = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 12);
  return { files, hash };
}

/**
 * The page's scripts that nothing else names (no other page of the build, no other chunk): files
 * of `dir` that only the build-only page would ever load.
 */
export function ownScripts(dir, base, pageHtml, otherPages) {
  const fileOf = (src) => path.join(dir, src.slice(base.length));
  const chunks = path.join(dir, '_next', 'static', 'chunks');
  const texts = [...otherPages.map((p) => readFileSync(p, 'utf8'))];
  const scripts = pageAssets(pageHtml).scripts.filter((src) => existsSync(fileOf(src)));
  const mine = new Set(scripts.map(fileOf));
  for (const name of readdirSync(chunks, { recursive: true })) {
    const full = path.join(chunks, String(name));
    if (/\.js$/.test(full) && !mine.has(full)) texts.push(readFileSync(full, 'utf8'));
  }
  return scripts.filter((src) => !texts.some((t) => t.includes(path.basename(src)))).map(fileOf);
}

/**
 * Writes the first paints of the build in `dir` (served under `base`; `nested`: a build inside it,
 * whose pages are not this one's) and deletes the page and the scripts only it loads; the folder's
 * served URL (ending in '/'). The page must use the stylesheets of the app's own page
 * (`appStyles`), or a fragment could be painted with classes the app's page does not carry.
 */
export function writeFirstPaints(dir, base, chunkMap, appStyles, nested) {
  const page = path.join(dir, PAINT_PAGE, 'index.html');
  if (!existsSync(page)) throw new Error(`first-paints: ${page} is missing (app/first-paints/page.tsx)`);
  const html = readFileSync(page, 'utf8');
  if (pageAssets(html).styles.join(' ') !== appStyles.join(' '))
    throw new Error('first-paints: the page has its own stylesheets');
  const paints = paintsOf(html);
  if (!Object.keys(paints).length) throw new Error('first-paints: no <template data-route> in the page');
  const fillerExport = path.join(dir, FILLER_EXPORT);
  if (!existsSync(fillerExport))
    throw new Error(`first-paints: ${fillerExport} is missing (app/first-fill.json/route.ts)`);
  const fillers = JSON.parse(readFileSync(fillerExport, 'utf8'));
  const { files, hash } = paintFiles(
    paints,
    chunkMap,
    listsOf(html),
    fillers,
    sessionPaintsOf(html),
    readPaintsOf(html),
  );
  rmSync(fillerExport);
  const folder = `_next/static/first-paint.${hash}`;
  mkdirSync(path.join(dir, folder), { recursive: true });
  for (const [name, json] of Object.entries(files)) writeFileSync(path.join(dir, folder, name), json);
  const others = exportedPages(dir, nested).filter((p) => p !== page);
  const own = ownScripts(dir, base, html, others);
  for (const file of own) rmSync(file);
  rmSync(path.join(dir, PAINT_PAGE), { recursive: true, force: true });
  console.log(`first-paints: the page's own scripts removed: ${own.map((f) => path.basename(f)).join(', ') || 'none'}`);
  const sizes = Object.entries(files).map(([n, j]) => `${n} ${Buffer.byteLength(j)}`);
  console.log(`first-paints: ${base}/${folder}/ (${sizes.join(', ')} bytes)`);
  return `${base}/${folder}/`;
}
