/**
 * A deep link's first reads (lib/router/first-reads.ts) start from the inline script, beside the
 * boot scripts, and the screen takes their answers: each goes out exactly once, sent by the page's
 * inline script (never again by the booted app).
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { skipSystemPopup } from '../support/app';
import { routeQueries } from '../support/routes';
import { signIn } from '../support/users';
import { firstReadsOf } from '../../lib/router/first-reads';

interface Seen {
  /** `METHOD /api/path?query` of every API request, in order. */
  api: string[];
  /** Those the page's own inline script sent (no frame of the app's scripts on the initiator's stack). */
  inline: Set<string>;
}

type Stack = { callFrames: { url: string }[]; parent?: Stack };
const frames = (stack?: Stack): string[] =>
  stack ? [...stack.callFrames.map((f) => f.url), ...frames(stack.parent)] : [];

/** Every API request, and which were sent by the inline script (the DevTools protocol's initiator). */
async function watch(page: Page): Promise<Seen> {
  const seen: Seen = { api: [], inline: new Set() };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => {
    const url = new URL(e.request.url);
    if (!url.pathname.startsWith('/api/')) return;
    const call = `${e.request.method} ${url.pathname}${url.search}`;
    seen.api.push(call);
    const stack = frames(e.initiator.stack as Stack | undefined);
    if (stack.length && !stack.some((u) => u.includes('/_next/'))) seen.inline.add(call);
  });
  return seen;
}

test('a member opening /#/lottery cold: one request for each first read, sent by the inline script', async ({
  page,
  request,
  player,
}) => {
  const roomQuery = (await routeQueries(request))['/lottery']!;
  await skipSystemPopup(page);
  await signIn(page, player);
  const seen = await watch(page);
  await page.goto(`/#/lottery?${roomQuery}`);
  await expect(page.getByTestId('round-expect')).toBeVisible();
  await page.waitForTimeout(500);

  const roomId = roomQuery.split('=')[1];
  const expected = firstReadsOf('/lottery').map((r) =>
    r.method === 'GET' ? `GET ${r.path}?room_id=${roomId}` : `${r.method} ${r.path}`,
  );
  expect(expected).toEqual(['POST /api/app', `GET /api/lotteryRoom?room_id=${roomId}`, 'POST /api/balance']);
  for (const call of expected)
    expect(
      seen.api.filter((c) => c === call),
      call,
    ).toHaveLength(1);
  // Sent by the page's inline script, not by the booted app.
  expect([...seen.inline].sort()).toEqual([...expected].sort());
});

test('a visitor on a member deep link: only the shell read goes out early, and the login screen shows', async ({
  page,
}) => {
  await skipSystemPopup(page);
  const seen = await watch(page);
  await page.goto('/#/recharge');
  await expect(page.getByLabel('用户名')).toBeVisible();
  await page.waitForTimeout(500);
  expect(seen.api.filter((c) => c === 'POST /api/app')).toHaveLength(1);
  expect([...seen.inline]).toEqual(['POST /api/app']);
  expect(seen.api.filter((c) => /get_pay_way|getpaybank/.test(c))).toEqual([]);
});

/** The chunk files the page's chunk map (scripts/route-chunks.mjs) names for `path`. */
async function screenFiles(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get('/')).text();
  const url = /"chunks":"([^"]+\.json)"/.exec(html)?.[1];
  expect(url, 'the chunk map URL in the inline script').toBeTruthy();
  const map = (await (await page.request.get(url!)).json()) as Record<string, string[]>;
  return map[path.toLowerCase()] ?? [];
}

/**
 * Holds every other script chunk (the boot scripts among them) until the scripts of `all` have all
 * been asked for, at most `holdMs`: the boot cannot run before then. Stylesheets pass (the inline
 * script waits for the page's). Whether they were asked for while the boot was held.
 */
async function holdBootUntil(page: Page, all: string[], holdMs = 8000) {
  const files = all.filter((f) => f.endsWith('.js'));
  const asked = new Set<string>();
  let release!: () => void;
  const released = new Promise<void>((go) => (release = go));
  const timer = setTimeout(release, holdMs);
  const state = { whileHeld: false };
  await page.route('**/_next/static/chunks/**', async (route) => {
    const file = new URL(route.request().url()).pathname;
    if (!file.endsWith('.js')) return route.continue();
    if (files.includes(file)) {
      asked.add(file);
      if (asked.size === files.length) {
        state.whileHeld = true;
        clearTimeout(timer);
        release();
      }
    } else await released;
    await route.continue();
  });
  return state;
}

test('a deep link asks for its screen chunk before the boot scripts have run', async ({ page }) => {
  await skipSystemPopup(page);
  const files = await screenFiles(page, '/activity');
  expect(files.length).toBeGreaterThan(0);
  const state = await holdBootUntil(page, files);
  await page.goto('/#/activity');
  await expect(page.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  expect(state.whileHeld, `${files.join(' ')} requested while the boot scripts were held`).toBe(true);
});

test("a visitor's member deep link ends on the login screen, moved before the boot, with its chunk preloaded", async ({
  page,
}) => {
  await skipSystemPopup(page);
  const [login, recharge] = [await screenFiles(page, '/login'), await screenFiles(page, '/recharge')];
  const state = await holdBootUntil(page, login);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/#/recharge');
  await expect(page.getByLabel('用户名')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#/login?redirect=%2Frecharge');
  expect(state.whileHeld, 'the login chunk requested before the boot').toBe(true);
  // The recharge screen is never loaded for a visitor.
  expect(asked.filter((p) => recharge.filter((f) => !login.includes(f)).includes(p))).toEqual([]);
  // One history entry: Back does not lead to the route the visitor could not see.
  expect(await page.evaluate(() => history.length)).toBe(await historyLengthOf(page, '/#/login'));
});

/** history.length after opening `url` in a fresh page of the same context. */
async function historyLengthOf(page: Page, url: string): Promise<number> {
  const other = await page.context().newPage();
  try {
    await other.goto(url);
    return await other.evaluate(() => history.length);
  } finally {
    await other.close();
  }
}
