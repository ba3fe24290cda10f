import { test, expect } from '../support/fixtures';
import { expectRoute, skipSystemPopup } from '../support/app';

test.describe.configure({ mode: 'serial' });

test('maintenance shows only the repair notice, and the site comes back when opened', async ({ page, ops }) => {
  const tips = '系统升级维护中，预计30分钟后恢复';
  await ops.post('/site', { state: 'maintenance', repair_tips: tips });
  try {
    await page.goto('/#/login');
    await expect(page.getByTestId('repair-tips')).toHaveText(tips);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByLabel('用户名')).toHaveCount(0);
  } finally {
    await ops.post('/site', { state: 'open' });
  }
  await page.reload();
  await expect(page.getByLabel('用户名')).toBeVisible();
});

test('the system popup stays away for the rest of the Beijing day once told so', async ({ page }) => {
  await page.goto('/#/');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('系统公告')).toBeVisible();
  // The announcement's HTML is rendered as markup (through Chromium's own sanitiser), not as text.
  const announcement = dialog.locator('.rich-text');
  await expect(announcement.locator('p > strong')).toHaveText('欢迎来到TG娱乐城');
  await expect(announcement.locator('p')).toHaveCount(3);
  await expect(announcement).not.toContainText('<p>');
  await dialog.getByText('今日不再显示').click();
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(page.getByText('系统公告')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation').getByRole('link', { name: '大厅' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByText('系统公告')).toHaveCount(0);
  await expectRoute(page, '/');
});

/**
 * How far the paused clock moves per check while the hall loads: each check is a few round trips
 * to the browser, so a small step made a busy machine's 20 s poll run out before 5 s of page time.
 */
const STEP_MS = 200;

test('the hall banner moves on every 5 s, and its counter reads n of the 6 demo banners', async ({ page }) => {
  await skipSystemPopup(page);
  // The page's clock is ours: no real waiting, and no flake on a busy machine.
  // Paused: only runFor moves it, however long the page takes to load on a busy machine.
  const start = new Date();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto('/#/');
  const counter = page.getByTestId('banner-counter');
  // The carousel engine loads for the banners' first turn, 5 s after the first screen is up, and
  // makes that turn as it starts. The paused clock moves in STEP_MS steps until it runs: the
  // first turn came no sooner than 5 s in, and the engine's own 5 s timer started at most one
  // step ago.
  const engine = page.locator('[aria-roledescription="carousel"][data-engine="on"]');
  let ran = 0;
  await expect
    .poll(
      async () => {
        if (await engine.isVisible()) return 'engine';
        // The still slide never turns by itself (no wait here: the counter comes with the banners).
        const shown = await counter.allTextContents();
        if (shown.some((text) => text !== '1/6')) return 'moved without the engine';
        await page.clock.runFor(STEP_MS);
        ran += STEP_MS;
        return 'waiting';
      },
      { intervals: [20], timeout: 20_000 },
    )
    .toBe('engine');
  expect(ran).toBeGreaterThanOrEqual(5_000);
  await expect(counter).toHaveText('2/6');
  await page.clock.runFor(4_900 - STEP_MS);
  await expect(counter).toHaveText('2/6');
  await page.clock.runFor(100 + STEP_MS);
  await expect(counter).toHaveText('3/6');
  await page.clock.runFor(5_000);
  await expect(counter).toHaveText('4/6');
});
