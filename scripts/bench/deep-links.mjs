/**
 * Deep links opened cold (`npm run bench -- deep-links`): every route of the route table
 * (lib/router/paths.ts), as a visitor, and as a member where the route needs one (a login, or a
 * room that turns visitors away). Two figures per route:
 * - Lighthouse's LCP (mobile, simulated 150 ms RTT / 1.6 Mbps / 4x CPU; lib/lighthouse.mjs), median
 *   of DEEP_RUNS runs (3) for the five named routes, one run for the rest, with the benchmark index;
 * - in Chromium with the same throttling applied through the DevTools protocol: the time to its
 *   data (when the last answer of the route's first reads, lib/router/first-reads.ts, had arrived)
 *   and the LCP the browser reported, median of the same number of visits.
 * DEEP_ROUTES (comma-separated paths) limits the routes; DEEP_ALL=0 measures the five only;
 * DEEP_LH=0 leaves Lighthouse out (the throttled visits alone take a few seconds per route).
 * The member is a returning one: their storage holds the session the app stored on a first visit.
 */
/* global window -- functions given to the page run in the browser */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchChromium, MOBILE_CONTEXT } from './lib/chromium.mjs';
import { lighthouseFigures, runLighthouse } from './lib/lighthouse.mjs';
import { registerPlayer, postJson } from './lib/bench-player.mjs';
import { ROOT } from './lib/paths.mjs';
import { median } from './lib/stats.mjs';

const NAMED = ['/activity', '/lottery', '/recharge', '/mine', '/login'];
/** Routes a visitor cannot see the screen of, though the table lets them in. */
const MEMBER_SCREENS = new Set(['/lottery']);
const THROTTLE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The path table's rows, read from its source: [path, needs a login]. */
function tableRoutes() {
  const src = readFileSync(path.join(ROOT, 'lib/router/paths.ts'), 'utf8');
  return [...src.matchAll(/^\s*\['(\/[^']*)', (true|false),/gm)].map((m) => ({ path: m[1], auth: m[2] === 'true' }));
}

/** Each route's first reads (lib/router/first-reads.ts, the shell's included): their paths, from the table itself. */
function firstReadPaths() {
  const script =
    "import('./lib/router/first-reads.ts').then((x) => { const m = x.default ?? x; console.log(JSON.stringify(" +
    'Object.fromEntries(Object.keys(m.ROUTE_READS).map((p) => [p, m.firstReadsOf(p).map((r) => r.path)])))) })';
  const table = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT, encoding: 'utf8' }),
  );
  return (route) => table[route] ?? ['/api/app'];
}

/** A returning member's stored session and the query values routes are opened with. */
async function fixtures(baseUrl, browser) {
  const token = await registerPlayer(baseUrl, `deep${Date.now() % 1e8}`);
  const auth = { Authorization: `Bearer ${token}` };
  const lotteries = (await postJson(`${baseUrl}/api/lotteryList`, {})).json.data;
  const rooms = (await postJson(`${baseUrl}/api/lotteryRoom`, { name: lotteries[0].title }, auth)).json.data;
  const activities = (await postJson(`${baseUrl}/api/activitylist`, { page: 1 })).json.data;
  const queries = {
    '/lottery': `room_id=${rooms[0].id}`,
    '/activityInfo': `id=${activities.data[0]?.id ?? 1}`,
    '/boutBallBetInfo': 'type=1',
    '/zhanzhuye': 'type=1',
    '/concise': 'type=obgdy',
    '/message': 'type=2',
    '/abouts': 'type=5',
    '/gamePage': 'dailiD=2',
  };
  return { session: await returningSession(browser, baseUrl, token), queries };
}

/** What a member's session keeps in storage (lib/storage.ts: the token, the user, the member id). */
const SESSION_KEYS = ['token', 'userInfo', 'memberId'];

/**
 * A returning member's stored session: what the app itself stored after a first visit to /mine with
 * `token` (the user as it normalised it), not made up by the bench.
 */
async function returningSession(browser, baseUrl, token) {
  const context = await browser.newContext({ ...MOBILE_CONTEXT, serviceWorkers: 'block' });
  try {
    await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/#/mine`);
    await page.waitForFunction(() => window.localStorage.getItem('userInfo'), null, { timeout: 30_000 });
    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    return Object.fromEntries(SESSION_KEYS.filter((k) => k in stored).map((k) => [k, stored[k]]));
  } finally {
    await context.close();
  }
}

/** The page's storage before it loads: the member's session if any, and the demo's daily popup already seen. */
const SEED = ({ session }) => {
  for (const [k, v] of Object.entries(session ?? {})) window.localStorage.setItem(k, v);
  window.localStorage.setItem('popupHiddenDate', new Date(Date.now() + 8 * 3600e3).toISOString().slice(0, 10));
};

/** One throttled visit: LCP and when the last of `reads` had arrived (ms since navigation). */
async function throttledVisit(browser, url, session, reads) {
  const context = await browser.newContext({ ...MOBILE_CONTEXT, serviceWorkers: 'block' });
  try {
    await context.addInitScript(SEED, { session });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', THROTTLE);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { timeout: 60_000 });
    // Until every first read has answered (network idle can come first: the 4x CPU boots in silence),
    // then a moment for the paint it brings.
    await page
      .waitForFunction(
        (wanted) => {
          const got = new Set(performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
          return wanted.every((p) => got.has(p));
        },
        reads,
        { timeout: 30_000, polling: 100 },
      )
      .catch(() => {});
    await page.waitForTimeout(1500);
    return await page.evaluate(
      (wanted) =>
        new Promise((resolve) => {
          const ends = wanted.map((p) => {
            const e = performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname === p);
            return e ? e.responseEnd : NaN;
          });
          const data = ends.length ? Math.max(...ends) : NaN;
          new PerformanceObserver((list) => {
            const all = list.getEntries();
            resolve({ lcp: all[all.length - 1]?.startTime ?? NaN, data });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          // A screen with no contentful paint at all (an empty frame) reports none.
          setTimeout(() => resolve({ lcp: NaN, data }), 2000);
        }),
      reads,
    );
  } finally {
    await context.close();
  }
}

/** Lighthouse with the member's session in the profile (storage kept: the session is the point). */
function lighthouseVisit(url, session) {
  if (!session) return runLighthouse(url);
  return runLighthouse(url, {
    disableStorageReset: true,
    prepare: async (port) => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(new URL('/config.json', url).href);
      await page.evaluate(SEED, { session });
      await page.close();
      await browser.close();
    },
  });
}

const fixed = (v, digits = 2) => (Number.isFinite(v) ? v.toFixed(digits) : '—');
const sec = (v) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : '—');

export default {
  name: 'deep-links',
  title: 'Deep links opened cold: Lighthouse LCP, and LCP and time to data in throttled Chromium',
  needsServer: true,
  async run(ctx) {
    const { baseUrl } = await ctx.server();
    const runs = Number(process.env.DEEP_RUNS || 3);
    const only = process.env.DEEP_ROUTES?.split(',');
    const all = process.env.DEEP_ALL !== '0';
    const withLighthouse = process.env.DEEP_LH !== '0';
    const readsOf = firstReadPaths();
    const rows = [];
    const data = {};
    const browser = await launchChromium();
    try {
      const { session, queries } = await fixtures(baseUrl, browser);
      for (const { path: route, auth } of tableRoutes()) {
        if (route === '/' || route === '/home') continue;
        if (only ? !only.includes(route) : !all && !NAMED.includes(route)) continue;
        const member = auth || MEMBER_SCREENS.has(route);
        const url = `${baseUrl}/#${route}${queries[route] ? `?${queries[route]}` : ''}`;
        const n = NAMED.includes(route) ? runs : 1;
        const lh = [];
        const seen = [];
        const wanted = readsOf(route);
        for (let i = 0; i < n; i++) {
          if (withLighthouse) lh.push(lighthouseFigures(await lighthouseVisit(url, member ? session : null)));
          seen.push(await throttledVisit(browser, url, member ? session : null, wanted));
        }
        const row = {
          lcp: median(lh.map((f) => f.lcp)),
          score: median(lh.map((f) => f.score)),
          tbt: median(lh.map((f) => f.tbt)),
          kib: median(lh.map((f) => f.bytes / 1024)),
          benchmarkIndex: median(lh.map((f) => f.benchmarkIndex)),
          throttledLcp: median(seen.map((s) => s.lcp)),
          data: median(seen.map((s) => s.data)),
          runs: lh.map((f) => f.lcp),
        };
        data[route] = { member, ...row };
        rows.push([
          route,
          member ? 'member' : 'visitor',
          sec(row.lcp),
          fixed(row.score),
          lh.map((f) => sec(f.lcp)).join(' '),
          Number.isFinite(row.tbt) ? `${Math.round(row.tbt)} ms` : '—',
          Number.isFinite(row.kib) ? `${row.kib.toFixed(1)} KiB` : '—',
          sec(row.data),
          sec(row.throttledLcp),
          wanted.join(' '),
          fixed(row.benchmarkIndex, 0),
        ]);
        console.log(`  ${rows[rows.length - 1].join(' | ')}`);
      }
    } finally {
      await browser.close();
    }
    return {
      headers: [
        'route',
        'as',
        'LH LCP',
        'score',
        'LH LCP runs',
        'TBT',
        'transfer',
        'data (throttled)',
        'LCP (throttled)',
        'first reads',
        'benchmark index',
      ],
      rows,
      notes: [
        "data: when the last answer of the route's first reads had arrived, ms after navigation (Resource Timing).",
      ],
      data,
    };
  },
};
