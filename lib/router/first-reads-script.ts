/**
 * The inline script that starts a deep link's first reads (lib/router/first-reads.ts), its boot
 * scripts and its screen's chunk files at once, so the data and the screen's code come down beside
 * the boot instead of after it. A visitor on a route that needs a login is first moved where
 * the route guard (lib/router/guard.ts) would move them, so the boot renders that screen once. Generated from
 * the route table at build time (app/first-reads.js/route.ts, written into every page by
 * scripts/inline-first-reads.mjs), hashed into the CSP with the other inline
 * scripts (server/scripts/build-csp.ts). It sends exactly what lib/api/client.ts would send (the
 * same headers, body and stored token), keeps the answers in memory on `window`
 * (lib/api/early-answers.ts), and drops whatever is not taken within the request timeout.
 *
 * The hall (its first screen is in the HTML), an unknown path, a page about to move (language
 * redirect, start-up fix) and reads whose session or query is missing start nothing.
 */
import { EARLY_ANSWERS, earlyKey } from '@/lib/api/early-answers';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { ACCEPT_LANGUAGE, BASE_PATH, BUILD_LANG } from '@/lib/i18n/lang';
import { MOVING_FLAG } from '@/lib/i18n/redirect';
import { KEYS } from '@/lib/storage';
import { opensOnHall } from './entry-mark';
import { ROUTE_READS, SHELL_READS, type BodyValue, type FirstRead } from './first-reads';
import { parseHash, type HashLocation } from './parse-hash';
import { routes, type Route } from './paths';

/** One read as the script gets it: method, path, body fields, who, the query id it needs. */
type Wire = [string, string, [string, BodyValue][], FirstRead['who'], string];

export interface ScriptSetup {
  /** window property of the store, of the language redirect's flag. */
  store: string;
  moving: string;
  basePath: string;
  lang: string;
  tokenKey: string;
  userKey: string;
  dropAfterMs: number;
  shell: Wire[];
  /** Lower-cased path → its own reads, for the routes that have any. */
  routes: Record<string, Wire[]>;
  /** Lower-cased paths of the routes that need a login (lib/router/paths.ts). */
  auth: string[];
  /**
   * URL of the route → chunk files map (scripts/route-chunks.mjs), written in after the build
   * by scripts/inline-first-reads.mjs in place of CHUNK_MAP_SLOT's ''; '' preloads nothing.
   */
  chunks: string;
}

/** The setup's chunk-map field as `next build` writes it (the build step replaces it: one occurrence). */
export const CHUNK_MAP_SLOT = '"chunks":""';

const wire = (r: FirstRead): Wire => [r.method, r.path, r.body.map(([k, v]) => [k, v]), r.who, r.needs ?? ''];

/** The setup the build writes into the page. */
export function scriptSetup(): ScriptSetup {
  const table: Record<string, Wire[]> = {};
  for (const route of routes) {
    const reads = ROUTE_READS[route.path] ?? [];
    if (reads.length) table[route.path.toLowerCase()] = reads.map(wire);
  }
  return {
    store: EARLY_ANSWERS,
    moving: MOVING_FLAG,
    basePath: BASE_PATH,
    lang: ACCEPT_LANGUAGE[BUILD_LANG],
    tokenKey: KEYS.token,
    userKey: KEYS.userInfo,
    dropAfterMs: REQUEST_TIMEOUT_MS,
    shell: SHELL_READS.map(wire),
    routes: table,
    auth: routes.filter((r: Route) => r.auth).map((r) => r.path.toLowerCase()),
    chunks: '',
  };
}

/**
 * Where the route guard (resolveRoute of lib/router/guard.ts) sends a visitor who opens `at`: to
 * /login, back to `at` afterwards, from a route that needs a login; null where it lets them stay.
 * __tests__/perf/first-reads-redirect.test.ts holds the two to one answer for every route.
 * Self-contained (part of the script).
 */
export function visitorRedirect(at: HashLocation, auth: readonly string[]): string | null {
  if (auth.indexOf(at.path.toLowerCase()) < 0) return null;
  return '/login?' + new URLSearchParams({ redirect: at.full }).toString();
}

/**
 * Starts the downloads of the chunk files the screen at `path` loads, as the map at `url` lists
 * them: preload links, which the bundler's own script and stylesheet tags (classic scripts, no
 * crossorigin) then take from the memory cache. Self-contained (part of the script).
 */
function preloadChunks(url: string, path: string): void {
  if (!url) return;
  fetch(url)
    .then((r) => (r.ok ? r.json() : {}))
    .then(function (map: Record<string, string[] | undefined>) {
      (map[path] || []).forEach(function (href) {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.setAttribute('as', /\.css$/.test(href) ? 'style' : 'script');
        link.href = href;
        document.head.appendChild(link);
      });
    })
    .catch(function () {});
}

/**
 * Resolves once the first paint is presented, like the boot scripts' loader
 * (scripts/defer-boot-scripts.mjs): the placeholder never waits for a request, and the answers
 * still arrive before the app. Self-contained (part of the script).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise(function (go) {
    const soon = function () {
      setTimeout(go, 0);
    };
    try {
      if (PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) throw 0;
      const o = new PerformanceObserver(function (l) {
        if (!l.getEntriesByName('first-contentful-paint').length) return;
        o.disconnect();
        soon();
      });
      o.observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(soon);
    }
    setTimeout(go, 300);
  });
}

/**
 * One read as lib/api/client.ts sends it: the path with its query (GET) or the JSON body (POST),
 * the same headers. `id` reads a query id (null: none). Self-contained (part of the script).
 */
function readRequest(r: Wire, id: (name: string) => number | null, token: string | null, lang: string) {
  const fields: Record<string, string | number> = {};
  r[2].forEach(function (f) {
    const v = typeof f[1] === 'object' ? id(f[1].query) : f[1];
    if (v !== null) fields[f[0]] = v;
  });
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': lang };
  if (token) headers.Authorization = 'Bearer ' + token;
  let target = r[1];
  let body = '';
  if (r[0] === 'GET') {
    const qs = new URLSearchParams(fields as Record<string, string>).toString();
    if (qs) target += '?' + qs;
  } else {
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    body = JSON.stringify(fields);
  }
  const init: RequestInit = { method: r[0], headers, cache: 'no-store' };
  if (body) init.body = body;
  return { target, body, init };
}

interface Helpers {
  parse: typeof parseHash;
  onHall: typeof opensOnHall;
  keyOf: typeof earlyKey;
  painted: typeof afterFirstPaint;
  request: typeof readRequest;
  visitorTo: typeof visitorRedirect;
  preload: typeof preloadChunks;
  reads: typeof startReads;
}

/**
 * The script's body. Self-contained (its source text is the script): everything it needs comes in
 * as arguments, including the app's own hash parser, hall test, guard rule and request key.
 */
export function startFirstReads(w: Window & Record<string, unknown>, s: ScriptSetup, h: Helpers): void {
  const l = w.location;
  const path = l.pathname.slice(s.basePath.length) || '/';
  // Only at the app's root (anything else moves first), and not on the hall. An unknown path gets
  // the shell's reads: the guard sends it to the hall, whose app root takes them.
  if (w[s.moving] || !h.onHall(path, l.search, '') || h.onHall(path, l.search, l.hash)) return;
  let token: string | null = null;
  let trial = false;
  try {
    token = localStorage.getItem(s.tokenKey);
    trial = !!(JSON.parse(localStorage.getItem(s.userKey) || 'null') || {}).isTrial;
  } catch {
    /* storage blocked: a visitor */
  }
  // Replaced, as the guard replaces it: the boot then renders the login screen once.
  const to = token ? null : h.visitorTo(h.parse(l.hash), s.auth);
  if (to) w.history.replaceState(w.history.state, '', '#' + to);
  const at = h.parse(l.hash);
  h.preload(s.chunks, at.path.toLowerCase());
  h.reads(w, s, h, at, token, trial);
}

/** The reads of `at` the session allows, started once the first paint is presented. Self-contained (part of the script). */
function startReads(
  w: Window & Record<string, unknown>,
  s: ScriptSetup,
  h: Helpers,
  at: HashLocation,
  token: string | null,
  trial: boolean,
): void {
  const id = (name: string) => {
    const v = (at.query.get(name) || '').trim();
    return /^\d+$/.test(v) && +v > 0 ? +v : null;
  };
  const todo = s.shell.concat(s.routes[at.path.toLowerCase()] || []).filter(function (r) {
    return (r[3] === 'anyone' || (token && (r[3] === 'member' || !trial))) && (!r[4] || id(r[4]) !== null);
  });
  if (!todo.length) return;
  const quiet = function () {};
  const config = h
    .painted()
    .then(() => fetch('/config.json', { cache: 'no-store' }))
    .then((r) => (r.ok ? r.json() : null));
  // Marked as handled: one nobody takes must not log an unhandled rejection (the taker still sees it).
  config.catch(quiet);
  const base = config
    .catch(() => null)
    .then((c) => (c && typeof c.apiBaseUrl === 'string' ? c.apiBaseUrl.trim().replace(/\/+$/, '') : ''));
  const store = { config, reads: {} as Record<string, Promise<unknown>> };
  todo.forEach(function (r) {
    const q = h.request(r, id, token, s.lang);
    const answer = base.then(function (b) {
      return fetch(b + q.target, q.init).then(function (res) {
        return res.text().then((text) => ({ status: res.status, text, at: performance.now() }));
      });
    });
    answer.catch(quiet);
    store.reads[h.keyOf(r[0], q.target, q.body, token)] = answer;
  });
  w[s.store] = store;
  setTimeout(function () {
    if (w[s.store] === store) delete w[s.store];
  }, s.dropAfterMs);
}

/** The inline script (exported by app/first-reads.js/route.ts, written into the pages by scripts/inline-first-reads.mjs). */
export function firstReadsScript(): string {
  const helpers = {
    parse: parseHash,
    onHall: opensOnHall,
    keyOf: earlyKey,
    painted: afterFirstPaint,
    request: readRequest,
    visitorTo: visitorRedirect,
    preload: preloadChunks,
    reads: startReads,
  };
  const code = Object.entries(helpers).map(([name, fn]) => `${name}:${fn.toString()}`);
  return `(${startFirstReads.toString()})(window,${JSON.stringify(scriptSetup())},{${code.join(',')}})`;
}
