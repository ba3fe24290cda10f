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
