/**
 * A deep link's first reads (lib/router/first-reads.ts) start from the inline script, beside the
 * boot scripts, and the screen takes their answers: each goes out exactly once, before any call
 * of the booted app.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { skipSystemPopup } from '../support/app';
import { routeQueries } from '../support/routes';
import { signIn } from '../support/users';
import { firstReadsOf } from '../../lib/router/first-reads';

/** `METHOD /api/path?query` of every API request, in order. */
function watch(page: Page): string[] {
  const api: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) api.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  return api;
}

test('a member opening /#/lottery cold: one request for each first read, before the screen loads', async ({
  page,
  request,
  player,
}) => {
  const roomQuery = (await routeQueries(request))['/lottery']!;
  await skipSystemPopup(page);
  await signIn(page, player);
  const seen = watch(page);
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
      seen.filter((c) => c === call),
      call,
    ).toHaveLength(1);
  // All three went out before the booted app asked for anything.
  expect(seen.slice(0, 3).sort()).toEqual([...expected].sort());
});

test('a visitor on a member deep link: only the shell read goes out early, and the login screen shows', async ({
  page,
}) => {
  await skipSystemPopup(page);
  const seen = watch(page);
  await page.goto('/#/recharge');
  await expect(page.getByLabel('用户名')).toBeVisible();
  await page.waitForTimeout(500);
  expect(seen.filter((c) => c === 'POST /api/app')).toHaveLength(1);
  expect(seen.filter((c) => /get_pay_way|getpaybank/.test(c))).toEqual([]);
});
