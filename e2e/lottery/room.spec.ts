/**
 * A lottery room end to end (docs/SCREENS.md#lottery, docs/API.md#chat-socket), on a
 * private server whose rounds last ROUND_SECONDS so a whole round fits in the test:
 * two players chat, one bets, the round closes (the bet popup closes, a forced order is
 * refused with 封盘中禁止投注), the draw lands, the payout reaches the balance and the bet
 * record, and the verify view recomputes the draw in the browser. A deep link to a room that does
 * not exist leads back to the lobby.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { apiOk, apiPost } from '../support/api';
import { test, expect } from '../support/fixtures';
import { expectRoute, skipSystemPopup } from '../support/app';
import { PHONE } from '../support/env';
import { OpsClient } from '../support/ops';
import { startPrivateSite, type PrivateSite } from '../support/private-site';
import { registerUser, signIn, type TestUser } from '../support/users';

/** Short enough for a test, long enough to tap through a bet: ftime becomes 5 s (a third). */
const ROUND_SECONDS = 15;
/** 加拿大28 初级房 (server/src/seed/lottery-data.ts): sum of three digits, stakes 10–5000. */
const ROOM_ID = 11;
/** 混合 大 (sum 14–27) and 小 (sum 0–13): exactly one of them wins every round, at 1.94. */
const OPTION_BIG = 1001;
const OPTION_SMALL = 1002;
/** The bet needs this much of the open window left to tap through. */
const MIN_OPEN_SECONDS_TO_BET = 6;

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

/** A second phone for the other player, with the project's device settings. */
async function secondPhone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, serviceWorkers: 'block' });
}

async function openRoom(page: Page, user: TestUser): Promise<void> {
  await signIn(page, user);
  await page.goto(`${site.url}/#/lottery?room_id=${ROOM_ID}`);
  await expect(page.getByTestId('round-expect')).toBeVisible();
  // The chat banner disappears once the socket is connected.
  await expect(page.getByTestId('chat-status')).toHaveCount(0, { timeout: 10_000 });
}

/** From the hall: the lottery tab's 加拿大28 tile opens the room popup; 初级房 enters the room. */
async function enterRoomFromHall(page: Page, user: TestUser): Promise<void> {
  await signIn(page, user);
  await skipSystemPopup(page);
  await page.goto(`${site.url}/#/`);
  await page
    .getByRole('button', { name: /加拿大28/ })
    .first()
    .click();
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText('加拿大28');
  await popup.getByRole('button', { name: /初级房/ }).click();
  await expectRoute(page, `/lottery?room_id=${ROOM_ID}`);
  await expect(page.getByTestId('round-expect')).toBeVisible();
  await expect(page.getByTestId('chat-status')).toHaveCount(0, { timeout: 10_000 });
}

async function sendChat(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-input')).toHaveValue('');
}

/** Waits for an open round with enough time left to bet; returns its number. */
async function openRoundWithTime(page: Page): Promise<string> {
  const expectEl = page.getByTestId('round-expect');
  await expect
    .poll(
      async () => {
        const phase = await page.getByTestId('round-state').getAttribute('data-phase');
        const clock = (await page.getByTestId('round-countdown').textContent()) ?? '';
        const [mm, ss] = clock.split(':').map(Number);
        return phase === 'open' && mm * 60 + ss >= MIN_OPEN_SECONDS_TO_BET;
      },
      { message: 'an open round with time to bet', timeout: (ROUND_SECONDS + 10) * 1000, intervals: [250] },
    )
    .toBe(true);
  return (await expectEl.getAttribute('data-expect')) ?? '';
}

test('two players chat, one bets, the round closes and draws, the payout lands and the draw verifies', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const ops = new OpsClient(api);
  const alice = await registerUser(api, { username: `lta${Date.now().toString(36).slice(-8)}` });
  const bob = await registerUser(api, { username: `ltb${Date.now().toString(36).slice(-8)}` });
  await ops.post('/credit', { username: alice.username, amount: '1000.00' });

  const bobContext = await secondPhone(browser);
  try {
    const bobPage = await bobContext.newPage();
    await enterRoomFromHall(page, alice);
    await openRoom(bobPage, bob);

    // Chat: each sees the other's words; one's own lines are on the right ('chat-mine').
    await sendChat(page, '大家好，今晚手气如何？');
    await expect(page.getByTestId('chat-mine').filter({ hasText: '大家好，今晚手气如何？' })).toBeVisible();
    await expect(bobPage.getByTestId('chat-other').filter({ hasText: '大家好，今晚手气如何？' })).toBeVisible();
    // Rendered as text: markup arrives as the characters typed.
    await sendChat(bobPage, '<b>一起冲</b>');
    await expect(page.getByTestId('chat-other').filter({ hasText: '<b>一起冲</b>' })).toBeVisible();
    await expect(bobPage.getByTestId('chat-mine').filter({ hasText: '<b>一起冲</b>' })).toBeVisible();

    await expect(page.getByTestId('room-balance')).toContainText('1,000.00');

    // Bet 10 on 大 and 10 on 小 in an open round.
    const round = await openRoundWithTime(page);
    await page.getByTestId('bet-button').click();
    const popup = page.getByTestId('bet-popup');
    await expect(popup).toBeVisible();
    await expect(page.getByTestId('bet-round')).toHaveText(`第${round}期`);
    // At least one option must be chosen.
    await page.getByTestId('bet-next').click();
    await expect(page.getByText('请选择投注项')).toBeVisible();
    await page.getByTestId(`bet-option-${OPTION_BIG}`).click();
    await page.getByTestId(`bet-option-${OPTION_SMALL}`).click();
    await expect(page.getByTestId('bet-picked-count')).toHaveText('已选 2 注');
    await page.getByTestId('bet-next').click();
    await page.getByTestId('bet-confirm').click();
    await expect(page.getByTestId('bet-confirm-total')).toHaveText('2注 共 ¥20.00');
    await page.getByTestId('bet-submit').click();
    await expect(page.getByText('投注成功')).toBeVisible();
    await expect(popup).toBeHidden();
    await expect(page.getByTestId('room-balance')).toContainText('980.00');

    // The other player sees the bet notice, written by the server for that round.
    await expect(bobPage.getByTestId('chat-other').filter({ hasText: `第${round}期` })).toBeVisible();

    // The round closes: an open bet popup closes by itself and says why.
    await page.getByTestId('bet-button').click();
    await expect(popup).toBeVisible();
    await expect(page.getByTestId('round-state')).toHaveAttribute('data-phase', 'closed', {
      timeout: ROUND_SECONDS * 1000,
    });
    await expect(popup).toBeHidden();
    await expect(page.getByText('封盘中禁止投注').first()).toBeVisible();

    // A forced order for the closing round is refused by the server, whatever the client thinks.
    // (The client closes up to a second early: the server's timeout is floored. Wait until the
    // server's own clock has passed the close, still within the round.)
    await expect
      .poll(
        async () => {
          const res = await api.get(`/api/lotteryRoom?room_id=${ROOM_ID}`, {
            headers: { Authorization: `Bearer ${alice.token}` },
          });
          const room = (await res.json()).data as {
            ftime: number;
            lottery: { nowdata: { nextexpect: string; timeout: number } };
          };
          return room.lottery.nowdata.nextexpect === round && room.lottery.nowdata.timeout < room.ftime;
        },
        { message: 'the server has closed the round', intervals: [200] },
      )
      .toBe(true);
    const forced = await apiPost(
      api,
      '/api/lotteryOrder',
      { room_id: ROOM_ID, expect: round, order: [{ id: OPTION_BIG, total: '10', data: '' }] },
      alice.token,
    );
    expect(forced.code).not.toBe(200);
    expect(forced.message).toBe('封盘中禁止投注');

    // The draw lands: the round's result shows, and the winning half pays 10 × 1.94.
    await expect(page.getByTestId('last-result')).toContainText(`第${round}期`, {
      timeout: (ROUND_SECONDS + 10) * 1000,
    });
    await expect(page.getByTestId('room-balance')).toContainText('999.40', { timeout: 10_000 });
    const user = await apiOk<{ balance: string }>(api, '/api/balance', {}, alice.token);
    expect(user.balance).toBe('999.40');

    // The verify view recomputes the draw from the revealed seed in this browser.
    await page.getByTestId('last-verify').click();
    await expect(page.getByTestId('verify-seed')).not.toHaveText('—');
    await expect(page.getByTestId('verify-result')).toHaveAttribute('data-status', 'passed');
    await expect(page.getByTestId('verify-result')).toHaveText('验证通过');
    await page.keyboard.press('Escape');

    // The bet record: both bets settled, one won +9.40, one lost -10.00.
    await page.goto(`${site.url}/#/betRecord`);
    const rows = page.getByTestId('bet-record-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.getByTestId('bet-record-status')).toHaveText(['已结算', '已结算']);
    const winLoss = (await rows.getByTestId('bet-record-winloss').allTextContents()).sort();
    expect(winLoss).toEqual(['+9.40', '-10.00']);
  } finally {
    await bobContext.close();
  }
});

test('a visitor opening a room is told 请登录！ and is back in the hall a second later', async ({ page }) => {
  await page.goto(`${site.url}/#/lottery?room_id=${ROOM_ID}`);
  await expect(page.getByText('请登录！')).toBeVisible();
  await expectRoute(page, '/');
});

test('a deep link to a room that does not exist says so and leads back to the lottery lobby, not to 重试', async ({
  page,
}) => {
  const player = await registerUser(api);
  await signIn(page, player);
  await skipSystemPopup(page);
  await page.goto(`${site.url}/#/lottery?room_id=999999`);
  const gone = page.getByTestId('room-gone');
  await expect(gone).toContainText('房间不存在或已关闭');
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  await gone.getByRole('button', { name: '返回彩票大厅' }).click();
  await expectRoute(page, '/');
  // The hall opens on its lottery tab, where the rooms are entered.
  await expect(page.getByRole('button', { name: /加拿大28/ }).first()).toBeVisible();
});
