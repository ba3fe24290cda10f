/**
 * The English build (docs/I18N.md) end to end: an English browser opening / lands in /en/, a
 * member walks the main routes and sees no Chinese outside the operator's own content (notices,
 * articles, game names, chat: marked data-operator-content) and languages named in themselves
 * (marked with their own lang), and choosing 中文 on /userCent returns to / on the same route.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { route, skipSystemPopup } from '../support/app';
import { countApiInFlight, routeHref, routeQueries, settle } from '../support/routes';
import { signIn } from '../support/users';

test.use({ locale: 'en-US' });

const ROUTES = [
  '/',
  '/lottery',
  '/account',
  '/wallet',
  '/recharge',
  '/withdrawal',
  '/mine',
  '/userCent',
  '/responsible',
  '/betRecord',
];

/** Visible text with a Han character, outside operator content and text marked as another language. */
function chineseOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const han = /\p{Script=Han}/u;
    const skipped = (el: Element | null) =>
      !!el?.closest('[data-operator-content], [lang]:not([lang^="en"]):not(html)');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!han.test(text) || !parent || skipped(parent)) continue;
      // Only what a player sees: rendered, and not hidden from view.
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      found.push(text.trim());
    }
    return found;
  });
}

test('an English browser gets the English build at /en/', async ({ page }) => {
  await skipSystemPopup(page);
  await page.goto('/#/mine');
  await expect(page).toHaveURL(/\/en\/#\/mine$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/en/manifest.webmanifest');
});

test('a member walks the main routes in English: no Chinese outside operator content', async ({
  page,
  player,
  request,
}) => {
  const queries = await routeQueries(request, player);
  await skipSystemPopup(page);
  await signIn(page, player);
  const inFlight = countApiInFlight(page);
  const chinese: Record<string, string[]> = {};
  for (const path of ROUTES) {
    await page.goto(`/en${routeHref(path, queries)}`);
    await settle(inFlight);
    const found = await chineseOnScreen(page);
    if (found.length) chinese[path] = found;
  }
  expect(chinese).toEqual({});
});

test('choosing 中文 on /userCent opens the same route in the Chinese build, and it is remembered', async ({
  page,
  player,
}) => {
  await skipSystemPopup(page);
  await signIn(page, player);
  await page.goto('/en/#/userCent');
  await expect(page.getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: '中文' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/#\/userCent$/);
  expect(await route(page)).toBe('/userCent');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('radio', { name: '中文' })).toHaveAttribute('aria-checked', 'true');
  // The choice outlives the browser's English: /en/ now sends this device back to Chinese.
  await page.goto('/en/#/mine');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/#\/mine$/);
});
