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
import { LOGIN_BOUNCE } from './guard';
import { FIRST_PAINT, PAINT_ATTRIBUTE, PAINT_SLOT } from './first-paint';
import { ROUTE_READS, SHELL_READS, type BodyValue, type FirstRead } from './first-reads';
import { parseHash, type HashLocation } from './parse-hash';
import { FIRST_PAINTS, routes, type Route } from './paths';

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
  /**
   * URL of the folder of the routes' first paints (scripts/first-paints.mjs: `<route>.json`, each
   * `{chunks, html}`), written in like the chunk map in place of PAINT_SLOT's ''; '' paints nothing.
   */
  paint: string;
  /** Lower-cased paths of the routes with a first paint (FIRST_PAINTS of lib/router/paths.ts). */
  painted: string[];
  /** Lower-cased paths whose screen a visitor never loads (LOGIN_BOUNCE of lib/router/guard.ts). */
  bounce: string[];
  /** window property of the painted HTML, <html> attribute of its state, the slot's selector. */
  paintStore: string;
  paintAttr: string;
  paintSlot: string;
}

/** The setup's chunk-map field as `next build` writes it (the build step replaces it: one occurrence). */
export const CHUNK_MAP_SLOT = '"chunks":""';
/** The setup's first-paint folder field as `next build` writes it (also replaced by the build step). */
export const PAINT_SLOT_FIELD = '"paint":""';

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
    paint: '',
    painted: FIRST_PAINTS.map((p) => p.toLowerCase()),
    bounce: [...LOGIN_BOUNCE].map((p) => p.toLowerCase()),
    paintStore: FIRST_PAINT,
    paintAttr: PAINT_ATTRIBUTE,
    paintSlot: PAINT_SLOT,
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
 * The screen at `at`: its chunk files' downloads started (preload links, which the bundler's own
 * script and stylesheet tags, classic scripts with no crossorigin, then take from the memory
 * cache), and on a route with a first paint opened by a visitor (the paint was rendered with no
 * session) with no query but `redirect`, that paint too:
 * one request, the route's own file `{chunks, html}`; any other deep link reads its chunks from
 * the map of all. Self-contained (part of the script).
 */
function startScreen(
  w: Window & Record<string, unknown>,
  s: ScriptSetup,
  h: Helpers,
  at: HashLocation,
  visitor: boolean,
): void {
  const path = at.path.toLowerCase();
  const root = w.document.documentElement;
  let plain = true;
  at.query.forEach(function (_v, k) {
    if (k !== 'redirect') plain = false;
  });
  // A visitor there is bounced by the router without the screen: its code would be downloaded for nothing.
  if (visitor && s.bounce.indexOf(path) >= 0) return;
  const paint = !!s.paint && visitor && plain && s.painted.indexOf(path) >= 0;
  const url = paint ? s.paint + path.slice(1) + '.json' : s.chunks;
  if (!url) return;
  if (paint) root.setAttribute(s.paintAttr, 'wait');
  fetch(url)
    .then((r) => (r.ok ? r.json() : {}))
    .then(function (got: Record<string, unknown>) {
      const files = (paint ? got.chunks : got[path]) as string[] | undefined;
      (files || []).forEach(function (href) {
        const link = w.document.createElement('link');
        link.rel = 'preload';
        link.setAttribute('as', /\.css$/.test(href) ? 'style' : 'script');
        link.href = href;
        w.document.head.appendChild(link);
      });
      if (paint) h.fill(w, s, path, typeof got.html === 'string' ? got.html : '');
    })
    .catch(function () {
      if (paint) root.removeAttribute(s.paintAttr);
    });
}

/**
 * Puts the first paint into the placeholder's slot once the page is parsed, unless the live app is
 * already there (no slot, or the state is no longer 'wait'); then marks it 'on', and 'done' once
 * its pictures have loaded or failed (the boot's loader waits for that). Self-contained.
 */
function fillPaint(w: Window & Record<string, unknown>, s: ScriptSetup, path: string, html: string): void {
  const d = w.document;
  const root = d.documentElement;
  const put = function () {
    const slot = d.querySelector(s.paintSlot);
    if (!html || !slot || root.getAttribute(s.paintAttr) !== 'wait') {
      root.removeAttribute(s.paintAttr);
      return;
    }
    slot.innerHTML = html;
    w[s.paintStore] = { path, html };
    root.setAttribute(s.paintAttr, 'on');
    const pictures = Array.prototype.slice.call(slot.querySelectorAll('img')) as HTMLImageElement[];
    let left = pictures.length + 1;
    const one = function () {
      if (--left === 0) root.setAttribute(s.paintAttr, 'done');
    };
    pictures.forEach(function (img) {
      if (img.complete) return one();
      img.addEventListener('load', one);
      img.addEventListener('error', one);
    });
    one();
  };
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', put);
  else put();
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
  screen: typeof startScreen;
  fill: typeof fillPaint;
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
  h.screen(w, s, h, at, !token);
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
    screen: startScreen,
    fill: fillPaint,
    reads: startReads,
  };
  const code = Object.entries(helpers).map(([name, fn]) => `${name}:${fn.toString()}`);
  return `(${startFirstReads.toString()})(window,${JSON.stringify(scriptSetup())},{${code.join(',')}})`;
}
