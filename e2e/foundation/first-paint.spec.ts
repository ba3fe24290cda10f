/**
 * A deep link's own first paint (docs/ARCHITECTURE.md, "How a deep link starts"): /login paints
 * its hero and form from the exported fragment before any boot script has run, the live screen
 * then takes over with no layout shift and no console error (no hydration error either), and the
 * hall never fetches a route's file. /activity and /concise paint their list from the demo
 * server's answer the same way (lib/router/paint-lists.ts), for a member too; a returning member's
 * /mine paints from the stored session (lib/router/paint-session.ts), their /recharge from its two
 * reads (lib/router/paint-recharge.ts), their lottery room from its read (lib/router/paint-lottery.ts),
 * its clock running before the boot.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { signIn, type TestUser } from '../support/users';
import { PAINT_LISTS } from '../../lib/router/paint-lists';

/** Every console error and uncaught error of the page, from its first script on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Every layout shift not caused by input, buffered from the first paint (e2e/layout-shift.spec.ts). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) w.__shifts.push(e.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('a deep link to /login shows the hero art and the form before any boot script has run', async ({ page }) => {
  await page.route('**/_next/static/chunks/*.js', (r) => r.abort());
  await page.goto('/#/login');
  const paint = page.locator('[data-first="paint"]');
  await expect(paint.getByTestId('auth-hero-art')).toBeVisible();
  await expect
    .poll(() => paint.getByTestId('auth-hero-art').evaluate((i: HTMLImageElement) => i.naturalWidth))
    .toBeGreaterThan(0);
  await expect(paint.locator('input').first()).toBeVisible();
  await expect(paint.locator('header')).toContainText('登录');
  // Inert until the live screen: nothing typed into it could be lost.
  await expect(paint).toHaveAttribute('inert', '');
  await expect(page.locator('[data-first="screen"] > :not([data-first="paint"])')).toBeHidden();
  await expect(page.locator('[data-first="hall"]')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-paint'))).toBe('done');
});

test('the live /login takes over with no layout shift and no console error', async ({ page }) => {
  const errors = errorsOf(page);
  await recordShifts(page);
  await page.goto('/#/login');
  await expect(page.locator('[data-first]')).toHaveCount(0);
  const name = page.getByLabel('用户名');
  await expect(name).toBeEditable();
  await name.fill('demo001');
  await expect(page.getByTestId('auth-hero-art')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(
    await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0)),
  ).toBe(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-paint'))).toBe(false);
  expect(errors).toEqual([]);
});

test("a visitor's /recharge paints the login it is moved to; the hall never fetches a route's file", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.route('**/_next/static/chunks/*.js', (r) => r.abort());
  await page.goto('/#/recharge');
  await expect(page.locator('[data-first="paint"]').getByTestId('auth-hero-art')).toBeVisible();
  expect(asked.filter((p) => p.includes('/first-paint.'))).toEqual([expect.stringMatching(/\/login\.json$/)]);
  expect(asked.filter((p) => p.includes('/route-chunks.'))).toEqual([]);

  asked.length = 0;
  await page.goto('about:blank');
  await page.goto('/#/');
  await expect(page.locator('[data-first="hall"]').getByTestId('banner-default')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((p) => p.includes('/first-paint.') || p.includes('/route-chunks.'))).toEqual([]);
});

/**
 * Whether the list's loading skeleton (`list`: its element while loading) was shown at any
 * moment after the first paint drew its rows (`row`), up to now: the hand-over must go from the
 * painted rows to the live ones with no skeleton between.
 */
async function recordListSkeleton(page: Page, list: string, row: string): Promise<void> {
  await page.addInitScript(
    ([skeleton, drawn]) => {
      const w = window as unknown as { __skeletonAfterRows: boolean };
      w.__skeletonAfterRows = false;
      let rows = false;
      new MutationObserver(() => {
        rows ||= !!document.querySelector(drawn);
        // Visible ones only: the exported hall under the paint has a skeleton grid of its own, hidden.
        const shown = Array.from(document.querySelectorAll(skeleton)).some((el) => el.checkVisibility());
        if (rows && shown) w.__skeletonAfterRows = true;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    },
    [`${list} .skeleton`, row],
  );
}

/** The data-painted routes: the list's element in the paint, and one row's marker inside it. */
const DATA_PAINTS = [
  { hash: '#/activity', list: PAINT_LISTS['/activity'].at, row: 'a[href^="#/activityInfo?id="]', minRows: 3 },
  { hash: '#/concise', list: PAINT_LISTS['/concise'].at, row: 'button[data-game]', minRows: 8 },
];

for (const { hash, list, row, minRows } of DATA_PAINTS) {
  test(`a deep link to ${hash} shows the server's own pictures before any boot script has run`, async ({ page }) => {
    await page.route('**/_next/static/chunks/*.js', (r) => r.abort());
    await page.goto(`/${hash}`);
    const paint = page.locator('[data-first="paint"]');
    await expect(paint.locator(row).nth(minRows - 1)).toBeVisible();
    const first = paint.locator(`${row} img`).first();
    await expect.poll(() => first.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    expect(await first.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    await expect(paint.locator('[aria-busy] .skeleton')).toHaveCount(0);
    await expect(paint).toHaveAttribute('inert', '');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-paint'))).toBe('done');
  });

  for (const member of [false, true]) {
    test(`the live ${hash} takes over the painted rows${member ? ' (a member: painted too)' : ''}: no skeleton between, no shift, no picture asked twice, no console error`, async ({
      page,
      player,
    }) => {
      const errors = errorsOf(page);
      await recordShifts(page);
      await recordListSkeleton(page, list, row);
      const pictures: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'image') pictures.push(r.url());
      });
      // A member's first screen is a visitor's: painted too.
      if (member) await signIn(page, player);
      await page.goto(`/${hash}`);
      await expect(page.locator('[data-first="paint"]').locator(row).first()).toBeAttached();
      await expect(page.locator('[data-first]')).toHaveCount(0);
      await expect(page.locator(row).nth(minRows - 1)).toBeVisible();
      await page.waitForTimeout(1000);
      expect(
        await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0)),
      ).toBe(0);
      expect(
        await page.evaluate(() => (window as unknown as { __skeletonAfterRows: boolean }).__skeletonAfterRows),
      ).toBe(false);
      const twice = pictures.filter((u, i) => pictures.indexOf(u) !== i);
      expect(twice).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}

/** A returning member: signed in, /mine visited once (the session now stores the user), then left. */
async function returningMember(page: Page, player: TestUser): Promise<void> {
  await signIn(page, player);
  await page.goto('/#/mine');
  await expect(page.getByTestId('mine-username')).toHaveText(player.username);
  await page.goto('about:blank');
}

test("a returning member's /mine shows their name and balance before any boot script has run", async ({
  page,
  player,
}) => {
  await returningMember(page, player);
  await page.route('**/_next/static/chunks/*.js', (r) => r.abort());
  await page.goto('/#/mine');
  const paint = page.locator('[data-first="paint"]');
  await expect(paint.getByTestId('mine-username')).toHaveText(player.username);
  await expect(paint.getByTestId('mine-balance')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(paint.getByText('VIP', { exact: false }).first()).toBeVisible();
  await expect(paint.locator('.skeleton')).toHaveCount(0);
  await expect(paint).toHaveAttribute('inert', '');
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-paint'))).toBe('done');
});

test("the live /mine takes over a returning member's paint with no layout shift and no console error", async ({
  page,
  player,
}) => {
  await returningMember(page, player);
  const errors = errorsOf(page);
  await recordShifts(page);
  await page.goto('/#/mine');
  await expect(page.locator('[data-first="paint"]').getByTestId('mine-username')).toBeAttached();
  await expect(page.locator('[data-first]')).toHaveCount(0);
  await expect(page.getByTestId('mine-username')).toHaveText(player.username);
  await page.waitForTimeout(1000);
  expect(
    await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0)),
  ).toBe(0);
  expect(errors).toEqual([]);
});

test("a returning member's /recharge is drawn from its reads before any boot script has run, and the live screen takes over with no shift", async ({
  page,
  player,
}) => {
  await returningMember(page, player);
  await page.route('**/_next/static/chunks/*.js', (r) => r.abort());
  await page.goto('/#/recharge');
  const paint = page.locator('[data-first="paint"]');
  const ways = (at: ReturnType<Page['locator']>) =>
    at
      .locator('[data-testid="pay-ways"] [data-key]')
      .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('aria-label')));
  await expect.poll(() => ways(paint)).not.toEqual([]);
  await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-paint'))).toBe('done');
  const painted = await ways(paint);
  const accounts = await paint.locator('ul > li').allTextContents();
  // The demo back end offers the bank way first: its accounts are drawn, no skeleton is left.
  expect(painted[0]).toBe('银行卡');
  expect(accounts.length).toBeGreaterThan(0);
  await expect(paint.locator('[aria-busy]')).toHaveCount(0);
  await expect(paint).toHaveAttribute('inert', '');

  await page.unroute('**/_next/static/chunks/*.js');
  await page.goto('about:blank');
  const errors = errorsOf(page);
  await recordShifts(page);
  await page.goto('/#/recharge');
  await expect(page.locator('[data-first]')).toHaveCount(0);
  const main = page.locator('main');
  await expect(main.getByRole('radio', { name: '银行卡' })).toBeChecked();
  expect(await ways(main)).toEqual(painted);
  expect(await main.locator('ul > li').allTextContents()).toEqual(accounts);
  await page.waitForTimeout(1000);
  expect(
    await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0)),
  ).toBe(0);
  expect(errors).toEqual([]);
});

// A room no other browser test bets or chats in (the demo's rooms: lottery 1's 11–13).
const QUIET_ROOM = 12;

test("a returning member's lottery room is drawn from its read before any boot script has run, its clock running", async ({
  page,
  player,
}) => {
  await returningMember(page, player);
  await page.route('**/_next/static/chunks/*.js', (r) => r.abort());
  await page.goto(`/#/lottery?room_id=${QUIET_ROOM}`);
  const paint = page.locator('[data-first="paint"]');
  await expect(paint.getByTestId('round-expect')).toHaveText(/^第\d+期$/);
  await expect(paint.getByTestId('room-name')).toHaveText(/ · /);
  await expect(paint.getByTestId('room-balance')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(paint.getByTestId('chat-status')).toHaveText('连接中…');
  await expect(paint.locator('.skeleton')).toHaveCount(0);
  await expect(paint).toHaveAttribute('inert', '');
  // The clock runs before any of the app's code has loaded.
  const clock = paint.getByTestId('round-countdown');
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first!, { timeout: 3000 });
});

test('the live lottery room takes over the painted one: the same round, no skeleton between, no shift, no console error', async ({
  page,
  player,
}) => {
  await returningMember(page, player);
  const errors = errorsOf(page);
  // Whether the live room's loading state ever shows its skeleton once the room was drawn, and when
  // the live chat first connected (its 连接中… banner then leaves, which moves the chat on any visit).
  await page.addInitScript(() => {
    const w = window as unknown as { __skeletonAfterDraw: boolean; __connectedAt: number | null };
    w.__skeletonAfterDraw = false;
    w.__connectedAt = null;
    new MutationObserver(() => {
      const drawn = document.querySelector('[data-testid="round-expect"]');
      if (drawn && document.querySelector('[data-testid="room-skeleton"]')) w.__skeletonAfterDraw = true;
      const live = document.querySelector('main [data-testid="chat-list"]:not([inert] *)');
      if (live && !document.querySelector('main [data-testid="chat-status"]') && w.__connectedAt === null)
        w.__connectedAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
    const s = window as unknown as { __shiftsAt: [number, number][] };
    s.__shiftsAt = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) s.__shiftsAt.push([e.startTime, e.value]);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/#/lottery?room_id=${QUIET_ROOM}`);
  await expect(page.locator('[data-first="paint"]').getByTestId('round-expect')).toBeAttached();
  const painted = await page.locator('[data-first="paint"]').getByTestId('round-expect').textContent();
  await expect(page.locator('[data-first]')).toHaveCount(0);
  const live = page.locator('main').getByTestId('round-expect');
  await expect(live).toHaveText(painted!);
  // The shifts until the live chat connected (its 连接中… banner then leaves, as on every visit).
  await expect(page.locator('main').getByTestId('chat-status')).toHaveCount(0);
  await page.waitForTimeout(500);
  const { shifts, skeleton, at } = await page.evaluate(() => {
    const w = window as unknown as {
      __shiftsAt: [number, number][];
      __connectedAt: number;
      __skeletonAfterDraw: boolean;
    };
    const before = w.__shiftsAt.filter(([t]) => t < w.__connectedAt);
    return { shifts: before.reduce((a, [, v]) => a + v, 0), skeleton: w.__skeletonAfterDraw, at: w.__connectedAt };
  });
  expect(at).toBeGreaterThan(0);
  expect(shifts).toBe(0);
  expect(skeleton).toBe(false);
  expect(errors).toEqual([]);
});

/** Routes whose first screen is all in the build (no data): painted for the visitor, or for a member. */
const STATIC_PAINTS = [
  { hash: '#/reg2', member: false },
  { hash: '#/usdtmore', member: false },
  { hash: '#/password', member: true },
  { hash: '#/addUsdtCard', member: true },
];

for (const { hash, member } of STATIC_PAINTS) {
  test(`${hash} is painted before any boot script has run${member ? ' (a member)' : ''}, and its live screen takes over with no shift`, async ({
    page,
    player,
  }) => {
    if (member) await signIn(page, player);
    await page.route('**/_next/static/chunks/*.js', (r) => r.abort());
    await page.goto(`/${hash}`);
    const body = page.locator('[data-first="paint"] [data-paint-body]');
    await expect(body).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-paint'))).toBe('done');
    const header = (await page.locator('[data-first="paint"] header').textContent()) ?? '';
    // The screen's first heading (or tab, or field label): what the live screen must show too. (Not all its text: a
    // form draws a fresh captcha, and the invite field's label follows the back end's extensions.)
    const painted = (await body.locator('h1, h2, [role="tab"], label').first().textContent()) ?? '';
    expect(painted.length).toBeGreaterThan(0);

    await page.unroute('**/_next/static/chunks/*.js');
    await page.goto('about:blank');
    const errors = errorsOf(page);
    await recordShifts(page);
    await page.goto(`/${hash}`);
    await expect(page.locator('[data-first]')).toHaveCount(0);
    // The live header may add the demo site's mark (from the site settings) beside the same title.
    await expect(page.locator('header').first()).toContainText(header);
    await expect(page.locator('main')).toContainText(painted);
    await page.waitForTimeout(1000);
    expect(
      await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0)),
    ).toBe(0);
    expect(errors).toEqual([]);
  });
}
