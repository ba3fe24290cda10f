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
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { OUT_DIR } from './lib/paths.mjs';
import { pageAssets } from './lib/page-assets.mjs';
import { kib } from './lib/table.mjs';

const CHUNKS = path.join(OUT_DIR, '_next/static/chunks');
const gz = new Map();
function gzipSize(file) {
  if (!gz.has(file))
    gz.set(file, gzipSync(readFileSync(path.join(OUT_DIR, file.replace(/^\//, ''))), { level: 9 }).length);
  return gz.get(file);
}
const sum = (files) => files.reduce((s, f) => s + gzipSize(f), 0);
const js = (files) => files.filter((f) => f.endsWith('.js'));
const css = (files) => files.filter((f) => f.endsWith('.css'));

/** Route path → chunk files its screen import loads, read from the compiled registry and loaders. */
export function screenChunks() {
  const sources = readdirSync(CHUNKS)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(CHUNKS, f), 'utf8'));
  const registry = sources.find((s) => s.includes('"/iframepage":') && s.includes('"/home":'));
  if (!registry) throw new Error('routes: the compiled screen registry was not found in out/');
  // Loader modules: `ID,s=>{s.v(t=>Promise.all(["static/chunks/a.js",…].map(…)).then(…))}`.
  const loaders = new Map();
  for (const s of sources) {
    for (const m of s.matchAll(/(\d+),\w+=>\{\w+\.v\(\w+=>Promise\.all\(\[([^\]]*)\]/g)) {
      loaders.set(
        m[1],
        [...m[2].matchAll(/"([^"]+)"/g)].map((x) => `/_next/${x[1]}`),
      );
    }
  }
  const idOf = (expr) => {
    const direct = /\(\)=>\w+\.A\((\d+)\)/.exec(expr);
    if (direct) return direct[1];
    // A shared loader held in a variable: `let N=()=>e.A(88084)`.
    const named = new RegExp(`\\b${expr.replace(/[$]/g, '\\$')}=\\(\\)=>\\w+\\.A\\((\\d+)\\)`).exec(registry);
    return named?.[1];
  };
  const table = /"(\/[^"]*)":(\(\)=>\w+\.A\(\d+\)|[\w$]+)(?=[,}])/g;
  const routes = new Map();
  for (const m of registry.matchAll(table)) {
    const id = idOf(m[2]);
    const files = id ? loaders.get(id) : undefined;
    if (files) routes.set(m[1], files);
  }
  return routes;
}

export default {
  name: 'routes',
  title: "Every route's first load: boot files + its screen's chunks (gzip -9), against the hall's budget",
  async run() {
    const boot = pageAssets(readFileSync(path.join(OUT_DIR, 'index.html'), 'utf8'));
    const bootJs = sum(boot.scripts);
    const bootCss = sum(boot.styles);
    const routes = screenChunks();
    const hallFiles = routes.get('/');
    if (!hallFiles) throw new Error('routes: no screen found for /');
    const bootSet = new Set([...boot.scripts, ...boot.styles]);
    const own = (files) => files.filter((f) => !bootSet.has(f));
    const hallOwn = own(hallFiles);
    const hallBudget = bootJs + bootCss + sum(hallOwn);

    const rows = [];
    const data = {};
    let over = 0;
    for (const [route, files] of [...routes.entries()].sort((a, b) => sum(own(b[1])) - sum(own(a[1])))) {
      const screen = own(files);
      const total = bootJs + bootCss + sum(screen);
      // Chunks of the hall's screen that another route also loads are the hall's, not its own.
      const borrowed = route === '/' || route === '/home' ? [] : screen.filter((f) => hallOwn.includes(f));
      const ownScreen = screen.filter((f) => !borrowed.includes(f));
      const budget =
        borrowed.length === 0 && (route === '/' || route === '/home') ? hallBudget : hallBudget + sum(ownScreen);
      if (total > budget) over += 1;
      data[route] = {
        js: bootJs + sum(js(screen)),
        css: bootCss + sum(css(screen)),
        screen: sum(screen),
        total,
        budget,
      };
      rows.push([
        route,
        kib(bootJs + sum(js(screen))),
        kib(bootCss + sum(css(screen))),
        kib(sum(screen)),
        kib(total),
        kib(budget),
        total <= budget ? 'ok' : 'OVER',
      ]);
    }
    return {
      headers: ['route', 'JS', 'CSS', 'screen chunks', 'first load', 'budget', 'check'],
      rows,
      notes: [
        `boot (every page): JS ${kib(bootJs)}, CSS ${kib(bootCss)}; hall first load ${kib(hallBudget)} = the budget every route adds its own screen to.`,
        `${routes.size} routes, ${over} over budget. Pieces loaded after the first screen (popups, update prompt, session keeper) and data are not counted.`,
      ],
      data: { bootJs, bootCss, hallBudget, routes: data },
    };
  },
};
