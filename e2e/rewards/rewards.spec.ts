/**
 * Rewards end to end on a private server whose rounds last ROUND_SECONDS: a bet in the lottery
 * room settles and a round is played at a sandbox venue, the operator runs the day's rebates, the
 * member sees one rebate per venue on /fanshui, claims them and sees them in 账户明细 as 返水
 * (type 6); and a red packet drawn from the hall's float button after a qualifying deposit, the
 * window opened around now by the operator's rules.
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
const OPTION_ODD = 1003;

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

/** 大, 小 and 单, 10.00 each: a covered pair and one real bet (its turnover is the round's net exposure). */
async function betBigSmallAndOdd(page: Page): Promise<void> {
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
  await page.getByTestId(`bet-option-${OPTION_ODD}`).click();
  await page.getByTestId('bet-next').click();
  await page.getByTestId('bet-confirm').click();
  await page.getByTestId('bet-submit').click();
  await expect(page.getByText('投注成功')).toBeVisible();
}

/** 中心钱包 → PP电子 on /transfer. */
async function transferToPp(page: Page, amount: string): Promise<void> {
  await page.goto(`${site.url}/#/transfer`);
  await page.getByRole('button', { name: '展开全部' }).click();
  await page.getByRole('radiogroup', { name: '选择场馆' }).getByRole('radio', { name: 'PP电子' }).click();
  await page.getByTestId('transfer-amount').fill(amount);
  await page.getByRole('button', { name: '立即转账' }).click();
  await expect(page.getByTestId('venue-balance-pp')).toHaveText(amount + '.00', { timeout: 5_000 });
}

/** One 10.00 round of PP电子's 奥林匹斯之门 from /concise, on the venue's sandbox game page. */
async function playPpRound(page: Page): Promise<void> {
  await page.goto(`${site.url}/#/concise?type=pp`);
  await page.getByRole('button', { name: '奥林匹斯之门' }).click();
  await expectRoute(page, /^\/gamePage\?platname=pp&code=vs20olympgate&type=concise/);
  const game = page.frameLocator('iframe');
  await expect(game.locator('#venue-balance')).toHaveText('¥20.00');
  await game.getByLabel('下注金额').fill('10');
  await game.getByRole('button', { name: '旋转' }).click();
  await expect(game.locator('#round-result')).toContainText(/水果机 \S+\|\S+\|\S+/);
}

test('a lottery bet and a venue round earn rebates: the operator runs the day, /fanshui lists and claims them, 账户明细 shows 返水', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const ops = new OpsClient(api);
  const player = await registerUser(api);
  await ops.post('/credit', { username: player.username, amount: '100.00' });
  await signIn(page, player);
  await transferToPp(page, '20');
  await playPpRound(page);
  await betBigSmallAndOdd(page);
  // The draw settles all three: 大 or 小 wins 10 × 1.94, 单 wins 19.40 or nothing; 20.00 sits at the venue.
  const roomBalance = page.getByTestId('room-balance');
  await expect(roomBalance).toContainText(/69\.40|88\.80/, { timeout: (ROUND_SECONDS + 15) * 1000 });
  const settled = (await roomBalance.textContent())!.includes('88.80') ? '88.80' : '69.40';

  // The round's turnover is its net exposure: 30.00 staked − 19.40, the least any result pays = 10.60
  // (大+小 alone would cover each other and count 0.60). VIP1 rates: lottery 0.20 % of 10.60 → 0.02;
  // slots (PP电子) 0.50 % of 10.00 → 0.05.
  const today = beijing(Date.now()).slice(0, 10);
  const run = await ops.post<{ data: { written: number; amount: string } }>('/promotions/rebate-day', { day: today });
  expect(run.data).toEqual({ day: today, written: 2, amount: '0.07' });

  await page.goto(`${site.url}/#/fanshui`);
  await expect(page.getByTestId('rebate-pending')).toHaveText('0.07');
  await expect(page.getByTestId('rebate-claimed')).toHaveText('0.00');
  const rows = page.getByTestId('rebate-row');
  await expect(rows).toHaveCount(2);
  const venueRow = rows.filter({ hasText: 'PP电子' });
  await expect(venueRow).toContainText('¥0.05');
  await expect(venueRow).toContainText('暂未领取');
  await expect(rows.filter({ hasText: '彩票' })).toContainText('¥0.02');
  await page.getByRole('button', { name: '一键领取' }).click();
  await expect(page.getByText('成功领取')).toBeVisible();
  await expect(page.getByTestId('rebate-pending')).toHaveText('0.00');
  await expect(page.getByTestId('rebate-claimed')).toHaveText('0.07');
  await expect(venueRow).not.toContainText('暂未领取');
  // Nothing left: refused on the phone.
  await page.getByRole('button', { name: '一键领取' }).click();
  await expect(page.getByText('暂无领取额度！')).toBeVisible();
  const balance = await apiOk<{ balance: string }>(api, '/api/balance', {}, player.token);
  expect(balance.balance).toBe(settled === '88.80' ? '88.87' : '69.47');

  // One 返水 line per venue's rebate, each 成功 once claimed.
  await page.goto(`${site.url}/#/transRecord?type=6`);
  const lines = page.getByTestId('trans-row').filter({ hasText: '返水' });
  await expect(lines).toHaveCount(2);
  for (const [name, amount] of [
    ['PP电子', '¥0.05'],
    ['彩票', '¥0.02'],
  ]) {
    const line = lines.filter({ hasText: name });
    await expect(line).toContainText(amount);
    await expect(line).toContainText('成功');
  }
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
