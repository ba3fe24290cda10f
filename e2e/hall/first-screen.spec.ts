import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { skipSystemPopup } from '../support/app';

/** The exported first screen as it paints before any app script: the app's chunks are refused. */
async function withoutAppScripts(page: Page): Promise<void> {
  await page.route('**/_next/static/chunks/*.js', (r) => r.abort());
}

/**
 * Records, from before the first paint until the app has shown its route, whether the hall's
 * exported first screen (its poster banner) was ever displayed.
 */
async function watchHallPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __hallShown?: boolean };
    w.__hallShown = false;
    const look = () => {
      const hall = document.querySelector('[data-first="hall"]');
      if (hall && getComputedStyle(hall).display !== 'none') w.__hallShown = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

test('the hall is painted from the HTML alone: header, poster banner, visitor box, tabs', async ({ page }) => {
  await withoutAppScripts(page);
  await page.goto('/#/');
  const hall = page.locator('[data-first="hall"]');
  await expect(hall.getByTestId('banner-default')).toBeVisible();
  await expect(hall.getByText('TG娱乐城')).toBeVisible();
  await expect(hall.getByRole('link', { name: '注册' }).first()).toBeVisible();
  await expect(hall.getByRole('tab')).toHaveCount(5);
  await expect(page.locator('[data-first="screen"]')).toBeHidden();
});

test('a deep link never shows the hall first: the placeholder paints, then the screen', async ({ page }) => {
  await withoutAppScripts(page);
  await page.goto('/#/lottery');
  await expect(page.locator('[data-first="screen"]')).toBeVisible();
  await expect(page.locator('[data-first="hall"]')).toBeHidden();

  const live = await page.context().newPage();
  await watchHallPaint(live);
  await live.goto('/#/concise');
  await expect(live.locator('button[data-game]').first()).toBeVisible();
  expect(await live.evaluate(() => (window as unknown as { __hallShown?: boolean }).__hallShown)).toBe(false);
  await live.close();
});

test('a returning member sees no 登录/注册 on the first paint', async ({ page }) => {
  await withoutAppScripts(page);
  await page.addInitScript(() => window.localStorage.setItem('token', 'stored-token'));
  await page.goto('/#/');
  const hall = page.locator('[data-first="hall"]');
  await expect(hall.getByTestId('banner-default')).toBeVisible();
  await expect(hall.getByRole('link', { name: '注册' }).first()).toBeHidden();
});

test('live data replaces the build-time defaults, and the pieces after the first screen still come', async ({
  page,
}) => {
  await page.goto('/#/');
  // The operator's first banner takes the poster's place in the same box.
  await expect(page.locator('img[src*="/uploads/banners/"]').first()).toBeVisible();
  await expect(page.getByTestId('banner-default')).toHaveCount(0);
  await expect(page.locator('button[data-platform]').first()).toBeVisible();
  // The system popup and the red-packet float load once the first screen is up.
  await expect(page.getByRole('dialog').getByText('系统公告')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '我知道了' }).click();
  await expect(page.getByTestId('red-packet-float')).toBeVisible();
});

test('the carousel engine arrives after the first screen and still turns the banners', async ({ page }) => {
  await skipSystemPopup(page);
  await page.goto('/#/');
  const counter = page.getByTestId('banner-counter');
  await expect(counter).toHaveText('1/6');
  await expect(counter).toHaveText('2/6', { timeout: 15_000 });
});

test('a first visit does not load the carousel engine; a swipe on the still banner brings it and turns', async ({
  page,
}) => {
  await skipSystemPopup(page);
  // The engine's chunk is the one script with embla's option names; record whether it came.
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/_next/static/chunks/') && response.url().endsWith('.js'))
      scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/#/');
  const counter = page.getByTestId('banner-counter');
  const banner = page.locator('[aria-roledescription="carousel"]');
  await expect(page.locator('img[src*="/uploads/banners/"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((s) => s.includes('containScroll'))).toBe(false);
  await expect(counter).toHaveText('1/6');
  // Right to left: the next banner.
  const box = (await banner.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
  await page.mouse.up();
  await expect(page.locator('[aria-roledescription="carousel"][data-engine="on"]')).toBeVisible();
  await expect(counter).toHaveText('2/6');
  await expect(page.locator('img[src*="/uploads/banners/"]')).toHaveCount(6);
});

test('the exported first screen is in the page itself, not a hidden boundary revealed by a script', async ({
  page,
}) => {
  // React writes a large Suspense boundary out of line (hidden, moved in by an inline script that
  // waits until 300 ms after the first frame): the hall must be painted by the HTML alone.
  const html = await (await page.request.get('/')).text();
  const hall = html.indexOf('data-first="hall"');
  expect(hall).toBeGreaterThan(0);
  expect(html).not.toContain('$RC(');
  expect(html.slice(0, hall)).not.toMatch(/<div hidden[^>]*id="S:\d+"/);
});

test.describe('on iPhone Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });

  test('the add-to-home-screen guide shows above the red-packet float, its steps readable', async ({ page }) => {
    await skipSystemPopup(page);
    await page.goto('/#/');
    const guide = page.getByRole('complementary', { name: '添加到主屏幕' });
    await expect(guide.getByText('第3步')).toBeVisible();
    const float = page.getByTestId('red-packet-float');
    await expect(float).toBeVisible();
    // What a tap at the float's centre reaches: the guide card, which lies over it.
    const box = (await float.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x, y)?.closest('aside[aria-label="添加到主屏幕"]'),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe(true);
  });
});
