/**
 * Every route's first load, from the build: the boot files every page loads (module scripts and
 * stylesheets of out/index.html) plus the chunks its screen's lazy import asks for, as the
 * screen registry (components/screens/registry.ts) compiles to `"/path": () => import(…)` and the
 * bundler's loader lists the chunk files of each import. gzip -9 sizes.
 *
 * Budget: no route may cost more than the hall's first load (boot + the hall's screen) plus its own
 * screen (its chunks that the hall does not load). With every screen in its own lazy chunk this
 * holds by construction; what the table watches is the size of each part (a screen pulled into
 * the boot files raises every route at once).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { OUT_DIR, ROOT } from './lib/paths.mjs';
import { pageAssets } from '../page-assets.mjs';
import { kib } from './lib/table.mjs';
import { screenChunks } from '../route-chunks.mjs';

/** One static build: its folder and the URL prefix its files are served under. */
const BUILDS = [
  { lang: 'zh', dir: OUT_DIR, base: '' },
  { lang: 'en', dir: path.join(OUT_DIR, 'en'), base: '/en' },
];

const gz = new Map();
/** gzip -9 size of a served file (`/en/_next/…` of the English build, `/_next/…` of the Chinese). */
function gzipSize(build, file) {
  const disk = path.join(build.dir, file.slice(build.base.length).replace(/^\//, ''));
  if (!gz.has(disk)) gz.set(disk, gzipSync(readFileSync(disk), { level: 9 }).length);
  return gz.get(disk);
}
const js = (files) => files.filter((f) => f.endsWith('.js'));
const css = (files) => files.filter((f) => f.endsWith('.css'));
const chunkDir = (build) => path.join(build.dir, '_next/static/chunks');

/** Every route of one build: its first load and its budget (the hall's first load + its own screen). */
function measure(build) {
  const sum = (files) => files.reduce((t, f) => t + gzipSize(build, f), 0);
  const boot = pageAssets(readFileSync(path.join(build.dir, 'index.html'), 'utf8'));
  const bootJs = sum(boot.scripts);
  const bootCss = sum(boot.styles);
  const routes = screenChunks(build);
  const hallFiles = routes.get('/');
  if (!hallFiles) throw new Error(`routes: no screen found for / in ${build.dir}`);
  const bootSet = new Set([...boot.scripts, ...boot.styles]);
  const own = (files) => files.filter((f) => !bootSet.has(f));
  const hallOwn = own(hallFiles);
  const hallBudget = bootJs + bootCss + sum(hallOwn);
  const result = new Map();
  for (const [route, files] of routes) {
    const screen = own(files);
    const total = bootJs + bootCss + sum(screen);
    // Chunks of the hall's screen that another route also loads are the hall's, not its own.
    const hall = route === '/' || route === '/home';
    const ownScreen = hall ? screen : screen.filter((f) => !hallOwn.includes(f));
    const budget = hall ? hallBudget : hallBudget + sum(ownScreen);
    result.set(route, {
      js: bootJs + sum(js(screen)),
      css: bootCss + sum(css(screen)),
      screen: sum(screen),
      total,
      budget,
    });
  }
  return { bootJs, bootCss, hallBudget, routes: result };
}

/** The quoted texts of a catalogue folder's files that `keep` accepts (comments are not texts). */
function catalogueTexts(folder, keep) {
  const dir = path.join(ROOT, folder);
  const texts = new Set();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(path.join(dir, file), 'utf8').replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, '');
    for (const m of source.matchAll(/'([^'\\\n]+)'|`([^`$\\\n]+)`/g)) {
      const text = (m[1] ?? m[2]).trim();
      if (keep(text)) texts.add(text);
    }
  }
  return [...texts];
}

/** Texts of the other language found in a build's chunks (there should be none). */
function leaks(build, texts) {
  const dir = chunkDir(build);
  const sources = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
  return texts.filter((text) => sources.some((s) => s.includes(JSON.stringify(text).slice(1, -1)) || s.includes(text)));
}

const HAN = /\p{Script=Han}/u;

/** Every source file of contract/, joined. */
function contractSources() {
  const all = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) all.push(readFileSync(full, 'utf8'));
    }
  };
  walk(path.join(ROOT, 'contract'));
  return all.join('\n');
}

export default {
  name: 'routes',
  title:
    "Every route's first load in both builds: boot files + its screen's chunks (gzip -9), against each build's hall budget",
  async run() {
    const builds = BUILDS.filter((b) => existsSync(path.join(b.dir, 'index.html')));
    const [zh, en] = builds.map(measure);
    const rows = [];
    let over = 0;
    const order = [...zh.routes.entries()].sort((a, b) => b[1].screen - a[1].screen);
    for (const [route, z] of order) {
      const e = en?.routes.get(route);
      const ok = z.total <= z.budget && (!e || e.total <= e.budget);
      if (!ok) over += 1;
      rows.push([
        route,
        kib(z.js),
        kib(z.css),
        kib(z.screen),
        kib(z.total),
        kib(z.budget),
        e ? kib(e.total) : '–',
        e ? kib(e.budget) : '–',
        ok ? 'ok' : 'OVER',
      ]);
    }
    // Chinese texts of at least 4 characters, English ones of at least 3 words: short ones (确定, OK)
    // also occur in operator data, contract messages and library code.
    // A Chinese text the contract also says (a message both programs show) travels in the English
    // build's message table by design (contract/i18n/en.ts), so only the catalogue's own count.
    const contract = contractSources();
    const zhTexts = catalogueTexts(
      'lib/text/catalogue',
      (t) => (t.match(/\p{Script=Han}/gu) ?? []).length >= 4 && !contract.includes(t),
    );
    const enTexts = catalogueTexts('lib/text/en', (t) => !HAN.test(t) && t.split(/\s+/).length >= 3);
    const enInZh = leaks(BUILDS[0], enTexts);
    const zhInEn = en ? leaks(BUILDS[1], zhTexts) : [];
    const sample = (a) => (a.length ? `: ${a.slice(0, 5).join(' | ')}` : '');
    return {
      headers: ['route', 'JS', 'CSS', 'screen chunks', 'first load', 'budget', 'en first load', 'en budget', 'check'],
      rows,
      notes: [
        `boot (every page): JS ${kib(zh.bootJs)}, CSS ${kib(zh.bootCss)}; hall first load ${kib(zh.hallBudget)} = the budget every route adds its own screen to.`,
        en
          ? `English build (out/en): boot JS ${kib(en.bootJs)}, CSS ${kib(en.bootCss)}; hall first load ${kib(en.hallBudget)}.`
          : 'English build (out/en): not built.',
        `${zh.routes.size} routes, ${over} over budget. Pieces loaded after the first screen (popups, update prompt, session keeper) and data are not counted.`,
        `one language per bundle: ${enInZh.length} of ${enTexts.length} English catalogue texts in out/${sample(enInZh)}; ` +
          (en
            ? `${zhInEn.length} of ${zhTexts.length} Chinese catalogue texts in out/en${sample(zhInEn)}`
            : 'out/en not built'),
      ],
      data: {
        zh: { ...zh, routes: Object.fromEntries(zh.routes) },
        en: en ? { ...en, routes: Object.fromEntries(en.routes) } : null,
        leaks: { enInZh, zhInEn },
      },
    };
  },
};
