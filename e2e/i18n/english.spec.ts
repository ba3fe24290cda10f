/**
 * The English build (docs/I18N.md) end to end: an English browser opening / lands in /en/, a
 * member walks the main routes (with a pending USDT and a pending bank deposit on /payInfo) and a
 * member under a 24-hour time-out sees /restricted, with no Chinese outside the operator's own
 * content (notices, articles, game names, chat: marked data-operator-content) and languages named
 * in themselves (marked with their own lang), and choosing 中文 on /userCent returns to / on the
 * same route.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { route, skipSystemPopup } from '../support/app';
import { countApiInFlight, routeHref, routeQueries, settle } from '../support/routes';
import { apiOk } from '../support/api';
import { login, signIn, type TestUser } from '../support/users';

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
  '/transfer',
  '/payInfo',
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

/** A pending bank deposit of the member's own, as /recharge's bank form sends it: its deposit number. */
async function bankDeposit(request: APIRequestContext, member: TestUser): Promise<string> {
  const body = {
    paytype: 'bank',
    amount: '300',
    bank_owner: '张三',
    bank: '中国工商银行',
    bank_no: '6222020000001234',
    bank_address: '深圳南山支行',
  };
  const data = await apiOk<{ deposit_no: string }>(request, '/api/recharge', body, member.token);
  return data.deposit_no;
}

/** Starts a 24-hour time-out (both steps, as /responsible does); every session ends: a fresh token. */
async function startTimeout(request: APIRequestContext, member: TestUser): Promise<string> {
  const asked = await apiOk<{ confirm_id: string }>(
    request,
    '/api/protectionExclusionRequest',
    { kind: 'timeout', length: 1 },
    member.token,
  );
  await apiOk(
    request,
    '/api/protectionExclusionConfirm',
    { confirm_id: asked.confirm_id, password: member.password },
    member.token,
  );
  return login(request, member.username, member.password);
}

test('an English browser gets the English build at /en/', async ({ page }) => {
  await skipSystemPopup(page);
  await page.goto('/#/activity');
  await expect(page).toHaveURL(/\/en\/#\/activity$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/en/manifest.webmanifest');
  // A member route keeps its hash through the move to /en/, then the English build's own first
  // script sends the visitor to its login, as the Chinese one does.
  await page.goto('/#/mine');
  await expect(page).toHaveURL(/\/en\/#\/login\?redirect=%2Fmine$/);
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
  const visits = ROUTES.map((path) => routeHref(path, queries));
  visits.push(routeHref('/payInfo', { '/payInfo': `deposit_no=${await bankDeposit(request, player)}` }));
  for (const href of visits) {
    await page.goto(`/en${href}`);
    await settle(inFlight);
    const found = await chineseOnScreen(page);
    if (found.length) chinese[href] = found;
  }
  expect(chinese).toEqual({});
});

test('a member under a time-out sees /restricted in English', async ({ page, player, request }) => {
  const token = await startTimeout(request, player);
  await skipSystemPopup(page);
  await signIn(page, { token });
  const inFlight = countApiInFlight(page);
  await page.goto('/en/#/restricted');
  await expect(page.getByTestId('restricted-state')).toBeVisible();
  await expect(page.getByTestId('restricted-message')).not.toBeEmpty();
  await settle(inFlight);
  expect(await chineseOnScreen(page)).toEqual([]);
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
