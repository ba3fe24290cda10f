/**
 * Rewards end to end on a private server whose rounds last ROUND_SECONDS: a bet in the lottery
 * room settles, the operator runs the day's rebates, the member claims them on /fanshui and sees
 * them in 账户明细 as 返水 (type 6); and a red packet drawn from the hall's float button after a
 * qualifying deposit, the window opened around now by the operator's rules.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { apiOk, apiPost } from '../support/api';
import { expectRoute, skipSystemPopup } from '../support/app';
import { test, expect } from '../support/fixtures';
import { OpsClient } from '../support/ops';
import { startPrivateSite, type PrivateSite } from '../support/private-site';
import { registerUser, signIn } from '../support/users';

const ROUND_SECONDS = 15;
/** 加拿大28 初级房 and its 大 / 小 options (server/src/seed/lottery-data.ts). */
const ROOM_ID = 11;
const OPTION_BIG = 1001;
const OPTION_SMALL = 1002;

let site: PrivateSite;
let api: APIRequestContext;

test.beforeAll(async () => {
  site = await startPrivateSite({ env: { ROUND_SECONDS: String(ROUND_SECONDS) } });
  api = await playwrightRequest.newContext({ baseURL: site.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await site?.stop();
});

/** Beijing wall time of `ms` as 'YYYY-MM-DD HH:MM:SS'. */
const beijing = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

async function betBigAndSmall(page: Page): Promise<void> {
  await page.goto(`${site.url}/#/lottery?room_id=${ROOM_ID}`);
  await expect(page.getByTestId('round-expect')).toBeVisible();
  await expect
    .poll(
      async () => {
        const phase = await page.getByTestId('round-state').getAttribute('data-phase');
        const [mm, ss] = ((await page.getByTestId('round-countdown').textContent()) ?? '').split(':').map(Number);
        return phase === 'open' && mm * 60 + ss >= 6;
      },
      { message: 'an open round with time to bet', timeout: (ROUND_SECONDS + 10) * 1000, intervals: [250] },
    )
    .toBe(true);
  await page.getByTestId('bet-button').click();
  await page.getByTestId(`bet-option-${OPTION_BIG}`).click();
  await page.getByTestId(`bet-option-${OPTION_SMALL}`).click();
  await page.getByTestId('bet-next').click();
  await page.getByTestId('bet-confirm').click();
  await page.getByTestId('bet-submit').click();
  await expect(page.getByText('投注成功')).toBeVisible();
}

test('a lottery bet earns a rebate: the operator runs the day, /fanshui claims it, 账户明细 lists it as 返水', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ops = new OpsClient(api);
  const player = await registerUser(api);
  await ops.post('/credit', { username: player.username, amount: '100.00' });
  await signIn(page, player);
  await betBigAndSmall(page);
  // Both bets settle with the draw (one wins 10 × 1.94).
  await expect(page.getByTestId('room-balance')).toContainText('99.40', { timeout: (ROUND_SECONDS + 15) * 1000 });

  // VIP1 lottery rate 0.20 %: 20.00 of turnover → 0.04.
  const today = beijing(Date.now()).slice(0, 10);
  const run = await ops.post<{ data: { written: number; amount: string } }>('/promotions/rebate-day', { day: today });
  expect(run.data).toEqual({ day: today, written: 1, amount: '0.04' });

  await page.goto(`${site.url}/#/fanshui`);
  await expect(page.getByTestId('rebate-pending')).toHaveText('0.04');
  await expect(page.getByTestId('rebate-claimed')).toHaveText('0.00');
  await expect(page.getByText('暂未领取')).toBeVisible();
  await page.getByRole('button', { name: '一键领取' }).click();
  await expect(page.getByText('成功领取')).toBeVisible();
  await expect(page.getByTestId('rebate-pending')).toHaveText('0.00');
  await expect(page.getByTestId('rebate-claimed')).toHaveText('0.04');
  // Nothing left: refused on the phone.
  await page.getByRole('button', { name: '一键领取' }).click();
  await expect(page.getByText('暂无领取额度！')).toBeVisible();
  const balance = await apiOk<{ balance: string }>(api, '/api/balance', {}, player.token);
  expect(balance.balance).toBe('99.44');

  await page.goto(`${site.url}/#/transRecord?type=6`);
  const row = page.getByText('返水').locator('xpath=ancestor::div[contains(@class, "border-b")][1]');
  await expect(row).toContainText('¥0.04');
  await expect(row).toContainText('成功');
});

test('a red packet drawn from the hall float after a qualifying deposit', async ({ page }) => {
  test.setTimeout(60_000);
  const ops = new OpsClient(api);
  const player = await registerUser(api);
  // 200.00 approved now qualifies for the 100.00–999.99 rule (one draw, at most 2 % = 4.00).
  // The deposit number comes back as the message.
  const recharge = await apiPost(api, '/api/recharge', { paytype: 'alipay', amount: '200' }, player.token);
  expect(recharge.code).toBe(200);
  await ops.post(`/deposits/${encodeURIComponent(recharge.message)}/approve`);
  // The window opens two seconds from now (deposits before it count) and lasts the day.
  const opensAt = Date.now() + 2000;
  for (const id of [1, 2, 3])
    await ops.post('/promotions/red-packets/rules', {
      id,
      start_time: beijing(opensAt).slice(11),
      end_time: '23:59:59',
    });
  await page.waitForTimeout(Math.max(0, opensAt - Date.now()) + 500);

  await signIn(page, player);
  await skipSystemPopup(page);
  await page.goto(`${site.url}/#/`);
  await page.getByTestId('red-packet-float').click();
  await expectRoute(page, '/hongbao');
  await expect(page.getByTestId('red-packet-left')).toHaveText('1');
  await page.getByRole('button', { name: '立即抢红包' }).click();
  await expect(page.getByText('恭喜您抢到红包')).toBeVisible();
  const amount = Number((await page.getByTestId('red-packet-amount').textContent())?.replace(/[^\d.]/g, ''));
  expect(amount).toBeGreaterThanOrEqual(1);
  expect(amount).toBeLessThanOrEqual(4);
  await page.getByRole('button', { name: '我知道了' }).click();
  await expect(page.getByTestId('red-packet-left')).toHaveText('0');
  await expect(page.getByTestId('red-packet-drawn')).toHaveText('1');
  // No draws left: refused on the phone, no call.
  await page.getByRole('button', { name: '立即抢红包' }).click();
  await expect(page.getByText('您暂未达到领取条件，快去完成吧！')).toBeVisible();
});
