/**
 * docs/SCREENS.md#maintenance: /api/app is read once per page life, not by every screen that
 * mounts (a walk read it 15 times before).
 */
import { test, expect } from '../support/fixtures';
import { expectRoute, skipSystemPopup } from '../support/app';
import { signIn } from '../support/users';

test('a member walking hall → /activity → /mine → /recharge → back reads /api/app once', async ({ page, player }) => {
  let reads = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/app') reads += 1;
  });
  await skipSystemPopup(page);
  await signIn(page, player);
  await page.goto('/#/');
  await expect(page.getByRole('navigation').getByRole('link', { name: '优惠' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: '优惠' }).click();
  await expectRoute(page, /^\/activity/);
  await page.getByRole('navigation').getByRole('link', { name: /我的/ }).click();
  await expectRoute(page, '/mine');
  await page.getByRole('link', { name: '存款' }).first().click();
  await expectRoute(page, '/recharge');
  await expect(page.getByRole('button', { name: '立即存款' })).toBeVisible();
  await page.goBack();
  await expectRoute(page, '/mine');
  await page.waitForTimeout(1000);
  expect(reads).toBe(1);
});
