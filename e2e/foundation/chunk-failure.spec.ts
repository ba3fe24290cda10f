/**
 * Code that cannot load (a phone that lost the network, a page left open across a deploy whose old
 * chunks are gone) fails where it is needed: the screen says 页面出错了 with 重新加载, and the
 * header and tab bar keep working. Never the framework's own error page.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectRoute, skipSystemPopup } from '../support/app';

const CHUNKS = '**/_next/static/chunks/**';

/** The hall, live (its code is in), without the system popup: returns the tab bar. */
async function liveHall(page: Page) {
  await skipSystemPopup(page);
  await page.goto('/#/');
  await expect(page.locator('[data-first]')).toHaveCount(0);
  return page.getByRole('navigation', { name: '主导航' });
}

test('a screen whose code cannot load says 页面出错了 in its place; the tabs still lead elsewhere; 重新加载 brings it back', async ({
  page,
}) => {
  const tabs = await liveHall(page);
  await expect(tabs.getByRole('link', { name: '优惠' })).toBeVisible();

  // From here on no chunk arrives.
  await page.route(CHUNKS, (r) => r.abort());
  await tabs.getByRole('link', { name: '优惠' }).click();
  await expectRoute(page, '/activity');
  const notice = page.getByRole('alert').filter({ hasText: '页面出错了' });
  await expect(notice).toContainText('请重新加载页面；如果问题持续，请稍后再试');
  await expect(page.getByText('Application error')).toHaveCount(0);

  // The hall's code is in already: it shows as ever.
  await tabs.getByRole('link', { name: '大厅' }).click();
  await expectRoute(page, '/home');
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('banner-carousel')).toBeVisible();

  // The network is back: 重新加载 starts the page again on the same route.
  await page.unroute(CHUNKS);
  await tabs.getByRole('link', { name: '优惠' }).click();
  await notice.getByRole('button', { name: '重新加载' }).click();
  await expectRoute(page, '/activity');
  await expect(page.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  await expect(notice).toHaveCount(0);
});

test('客服 whose sheet cannot load toasts 网络异常 and the tab bar stays; with the network back the next tap opens it', async ({
  page,
}) => {
  const tabs = await liveHall(page);

  await page.route(CHUNKS, (r) => r.abort());
  await tabs.getByRole('button', { name: '客服' }).click();
  await expect(page.getByText('网络异常，请检查网络后重试')).toBeVisible();
  await expect(page.getByText('页面出错了')).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: '优惠' })).toBeVisible();

  await page.unroute(CHUNKS);
  await tabs.getByRole('button', { name: '客服' }).click();
  await expect(page.getByRole('dialog').getByText('在线客服').first()).toBeVisible();
});
