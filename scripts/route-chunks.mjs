/**
 * Which chunk files each screen of the registry (components/screens/registry.ts) loads, read from
 * a static export: the registry compiles to `"/path": () => import(…)`, and the bundler's loader
 * module of each import lists its chunk files. Used by the build (scripts/inline-first-reads.mjs
 * writes the deep links' chunk map from it) and by the routes bench (scripts/bench/routes.mjs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The compiled JS of one build's chunk folder. */
function chunkSources(dir) {
  const folder = path.join(dir, '_next/static/chunks');
  return readdirSync(folder)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(folder, f), 'utf8'));
}

/** Loader module id → the served paths of its chunk files. */
function loaderFiles(sources, base) {
  // `ID,s=>{s.v(t=>Promise.all(["static/chunks/a.js",…].map(…)).then(…))}`.
  const loaders = new Map();
  for (const s of sources) {
    for (const m of s.matchAll(/(\d+),\w+=>\{\w+\.v\(\w+=>Promise\.all\(\[([^\]]*)\]/g)) {
      loaders.set(
        m[1],
        [...m[2].matchAll(/"([^"]+)"/g)].map((x) => `${base}/_next/${x[1]}`),
      );
    }
  }
  return loaders;
}

/**
 * Route path (as the registry spells it) → the served paths of the chunk files its screen's import
 * loads, for the build in `dir` served under `base` ('' or '/en').
 */
export function screenChunks({ dir, base }) {
  const sources = chunkSources(dir);
  const registry = sources.find((s) => s.includes('"/iframepage":') && s.includes('"/home":'));
  if (!registry) throw new Error(`route-chunks: the compiled screen registry was not found in ${dir}`);
  const loaders = loaderFiles(sources, base);
  const idOf = (expr) => {
    const direct = /\(\)=>\w+\.A\((\d+)\)/.exec(expr);
    if (direct) return direct[1];
    // A shared loader held in a variable: `let N=()=>e.A(88084)`.
    const named = new RegExp(`(?<![\\w$])${expr.replace(/[$]/g, '\\$')}=\\(\\)=>\\w+\\.A\\((\\d+)\\)`).exec(registry);
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

/**
 * The deep links' chunk map of one build: lower-cased route path (as the inline script looks it
 * up) → the chunk files its screen loads that the page does not load anyway (`pageFiles`: its boot
 * scripts and stylesheets). The hall's paths are left out: its page never preloads.
 */
export function deepLinkChunkMap(build, pageFiles) {
  const loaded = new Set(pageFiles);
  const map = {};
  for (const [route, files] of screenChunks(build)) {
    const own = files.filter((f) => !loaded.has(f));
    if (route !== '/' && route !== '/home' && own.length) map[route.toLowerCase()] = own;
  }
  return map;
}
