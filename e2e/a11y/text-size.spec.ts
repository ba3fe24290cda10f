/**
 * Text size (docs/ACCESSIBILITY.md#text-size, WCAG 1.4.4): with the root font size at 200 %, as
 * a player's browser text size or Android font scale sets it, the screens a member uses still fit
 * the 390 px phone: the page never scrolls sideways and no text is cut off by a box that hides
 * its overflow, nor spills out of the box it sits in. Ellipsis truncation is allowed, but never of
 * an amount or the site name, and an amount never breaks across lines (its row wraps instead);
 * text that moves on purpose (the notice marquee, the banner carousel) is not judged. The header's
 * parts (title, controls, the demo mark 演示站) never lie over one another, nor does anything fixed
 * over the page cover them, and its controls still meet the 44 px rule (e2e/support/targets.ts)
 * as the bar reflows.
 *
 * One page load: the routes are hash routes, so each visit is an in-app navigation; a screen is
 * judged once no API call is in flight and no skeleton is left.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { skipSystemPopup } from '../support/app';
import { countApiInFlight, routeHref, routeQueries, settle } from '../support/routes';
import { signIn } from '../support/users';
import { smallTargets } from '../support/targets';
import { headerOverlapFindings, rootFontSize, textFitFindings, wholeTextFindings } from '../support/text-fit';

/** The screens of the brief, as in-app paths; the lottery room is judged with its bet popup open too. */
const ROUTES = [
  '/',
  '/lottery',
  '/mine',
  '/wallet',
  '/money',
  '/recharge',
  '/withdrawal',
  '/transfer',
  '/login',
  '/reg',
  '/activity',
  '/responsible',
  '/betRecord',
  '/message',
];

/** No skeleton left and no API call in flight: the screen shows its content. */
async function waitForContent(page: Page, inFlight: () => number): Promise<void> {
  await settle(inFlight);
  await expect(page.locator('.skeleton, [data-first]')).toHaveCount(0, { timeout: 15_000 });
}

async function openBetPopup(page: Page): Promise<void> {
  // Bets close ftime (30–45 s) before each draw: wait for the next open round if need be.
  await expect(page.getByTestId('round-state')).toHaveAttribute('data-phase', 'open', { timeout: 60_000 });
  await page.getByTestId('bet-button').click();
  await expect(page.getByTestId('bet-popup')).toBeVisible();
  await page.locator('[data-testid^="bet-option-"]').first().click();
  await expect(page.getByTestId('bet-picked-count')).toBeVisible();
}

test('at 200 % text size the member screens fit 390 px: no sideways page, no text cut off or spilling, amounts whole, no header part over another', async ({
  page,
  request,
  ops,
  player,
}) => {
  test.setTimeout(150_000);
  // A seven-figure balance, the widest number the screens show.
  await ops.post('/credit', { username: player.username, amount: '1234567.89' });
  await skipSystemPopup(page);
  await signIn(page, player);
  await rootFontSize(page, '200%');
  const values = await routeQueries(request, player);
  const inFlight = countApiInFlight(page);
  const found: string[] = [];
  for (const path of ROUTES) {
    const href = routeHref(path, values);
    await page.goto(href);
    await waitForContent(page, inFlight);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    found.push(...(await textFitFindings(page)).map((f) => `${href.slice(2)}: ${f}`));
    found.push(...(await wholeTextFindings(page)).map((f) => `${href.slice(2)}: ${f}`));
    // The header's parts (title, controls, the demo mark) lie side by side, none over another.
    found.push(...(await headerOverlapFindings(page)).map((f) => `${href.slice(2)}: ${f}`));
    // The header's controls (back, refresh, recycle, login…) keep the 44 px rule as the bar reflows.
    found.push(...(await smallTargets(page, 'header')).map((f) => `${href.slice(2)}: header target-size ${f}`));
    if (path === '/lottery') {
      await openBetPopup(page);
      found.push(...(await textFitFindings(page)).map((f) => `${href.slice(2)} + bet popup: ${f}`));
      found.push(...(await wholeTextFindings(page)).map((f) => `${href.slice(2)} + bet popup: ${f}`));
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('bet-popup')).toBeHidden();
    }
  }
  expect(found, `${found.length} text-size findings:\n${found.join('\n')}`).toEqual([]);
});
