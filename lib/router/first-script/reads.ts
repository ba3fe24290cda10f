/** The inline script's reads (lib/router/first-reads.ts): config.json and the route's first reads, kept for the app. */
import type { QueryValue } from '../first-reads';
import type { StartReads, Wire } from './setup';

/**
 * Resolves once the first paint is presented, like the boot scripts' loader
 * (scripts/defer-boot-scripts.mjs): the placeholder never waits for a request, and the answers
 * still arrive before the app. Self-contained (part of the script).
 */
export function afterFirstPaint(): Promise<void> {
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
 * the same headers. `value` reads a query value (null: none). Self-contained (part of the script).
 */
export function readRequest(
  r: Wire,
  value: (v: QueryValue) => string | number | null,
  token: string | null,
  lang: string,
) {
  const fields: Record<string, string | number> = {};
  r[2].forEach(function (f) {
    const v = typeof f[1] === 'object' ? value(f[1]) : f[1];
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

/**
 * The reads of `at` the session allows, started once the first paint is presented; each answer
 * also in `got` by its path (a painted list's feed). Self-contained (part of the script).
 */
export const startReads: StartReads = function (w, s, h, at, token, trial, got) {
  const id = (name: string) => {
    const v = (at.query.get(name) || '').trim();
    return /^\d+$/.test(v) && +v > 0 ? +v : null;
  };
  // A query id (lib/router/queries.ts's positiveId) or a code from a set (its oneOf).
  const value = (v: QueryValue) => {
    if (!('codes' in v)) return id(v.query);
    const raw = at.query.get(v.query) || '';
    return v.codes.indexOf(raw) < 0 ? v.fallback : raw;
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
    const q = h.request(r, value, token, s.lang);
    const answer = base.then(function (b) {
      return fetch(b + q.target, q.init).then(function (res) {
        return res.text().then((text) => ({ status: res.status, text, at: performance.now(), base: b }));
      });
    });
    answer.catch(quiet);
    store.reads[h.keyOf(r[0], q.target, q.body, token)] = got[r[1]] = answer;
  });
  w[s.store] = store;
  setTimeout(function () {
    if (w[s.store] === store) delete w[s.store];
  }, s.dropAfterMs);
};
