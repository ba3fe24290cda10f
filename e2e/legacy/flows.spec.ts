/**
 * The main flows against the legacy dialect (docs/API.md#legacy-dialect): what a player does on an
 * operator's existing back end works end to end, with no call that back end lacks and no
 * Idempotency-Key. Each test also checks the traffic it caused.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { apiOk, apiPost } from '../support/api';
import { expectRoute, fillBankDeposit, fillLogin, fillRegister, route, skipSystemPopup, toast } from '../support/app';
import { bindBankCard, signIn, uniqueUsername } from '../support/users';
import { expectCleanTraffic, useOperatorConfig, watchLegacyTraffic } from '../support/legacy';

test.beforeEach(async ({ page }) => {
  await skipSystemPopup(page);
});

/** The central wallet as /account shows it. */
async function expectCentral(page: Page, amount: string) {
  await page.goto('/#/account');
  await expect(page.getByTestId('wallet-central')).toHaveText(amount, { timeout: 10_000 });
}

test('login through the form; 免费试玩 logs in with the operator’s shared trial account', async ({ page, player }) => {
  await useOperatorConfig(page, { trial: { username: player.username, password: player.password } });
  const watch = watchLegacyTraffic(page);
  await page.goto('/#/login');
  await fillLogin(page, player.username, 'wrong-pass');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(toast(page, '登录密码错误')).toBeVisible();
  await fillLogin(page, player.username, player.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect.poll(() => route(page)).toBe('/');
  await page.goto('/#/mine');
  await expect(page.getByText(player.username).first()).toBeVisible();

  // Logged out, the trial button signs in with config.json's account: no /api/trial on this back end.
  await page.goto('/#/userCent');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expectRoute(page, /^\/login/);
  await page.getByRole('button', { name: '免费试玩' }).click();
  await expect.poll(() => route(page)).toBe('/');
  expect(watch.calls).not.toContain('/api/trial');
  expectCleanTraffic(watch, 'login and trial');
});

test('register through an invite link: the inviter’s link, QR and poster come from the member id', async ({
  page,
  browser,
}) => {
  const watch = watchLegacyTraffic(page);
  // The inviter registers through the form: the legacy register answer (the user row) names the id.
  const inviter = uniqueUsername('inv');
  await page.goto('/#/reg2');
  await fillRegister(page, inviter, 'secret123');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect.poll(() => route(page)).toBe('/');

  await page.goto('/#/inviter');
  const link = (await page.getByTestId('invite-link').textContent())!.trim();
  expect(link).toMatch(/\/#\/reg2\?pid=\d+$/);
  await page.getByRole('button', { name: '立即邀请' }).click();
  await expect(page.getByRole('dialog').getByRole('img').first()).toBeVisible();
  expectCleanTraffic(watch, '/inviter');

  const friendContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const friendPage = await friendContext.newPage();
  await skipSystemPopup(friendPage);
  const friendWatch = watchLegacyTraffic(friendPage);
  const pid = link.split('pid=')[1]!;
  await friendPage.goto(`/#/reg2?pid=${pid}`);
  await expect(friendPage.getByLabel('推荐人ID（选填）')).toHaveValue(pid);
  // A taken name: the spec's words, with the reason.
  await fillRegister(friendPage, inviter, 'secret123');
  await friendPage.getByRole('button', { name: '注册', exact: true }).click();
  await expect(toast(friendPage, /注册失败/)).toBeVisible();
  await fillRegister(friendPage, uniqueUsername('fr'), 'secret123');
  await friendPage.getByRole('button', { name: '注册', exact: true }).click();
  await expect.poll(() => route(friendPage)).toBe('/');
  expectCleanTraffic(friendWatch, 'register with referrer');
  await friendContext.close();
});

interface ReviewList {
  data: { deposits: { deposit_no: string; username: string; amount: string }[] };
}

test('bank deposit, approval, transfer in whole yuan, a refused fraction', async ({ page, player, ops }) => {
  await signIn(page, player);
  const watch = watchLegacyTraffic(page);
  await page.goto('/#/recharge');
  await fillBankDeposit(page, '500');
  await page.getByRole('button', { name: '立即存款' }).click();
  await expect(toast(page, '提交成功，等待后台审核')).toBeVisible();
  await expectRoute(page, '/transRecord');

  const pending = await ops.get<ReviewList>('/deposits?state=pending');
  const mine = pending.data.deposits.find((d) => d.username === player.username)!;
  await ops.post(`/deposits/${encodeURIComponent(mine.deposit_no)}/approve`);
  await expectCentral(page, '500.00');

  await page.goto('/#/transfer');
  const amount = page.getByTestId('transfer-amount');
  await page.getByRole('radiogroup', { name: '选择场馆' }).getByRole('radio', { name: 'AG真人' }).click();
  await amount.fill('12.50');
  await page.getByRole('button', { name: '立即转账' }).click();
  await expect(toast(page, /整数/)).toBeVisible();
  await amount.fill('12');
  await page.getByRole('button', { name: '立即转账' }).click();
  await expect(toast(page, '转入成功！')).toBeVisible();
  await expect(page.getByTestId('venue-balance-ag')).toHaveText('12.00', { timeout: 5_000 });
  await expectCentral(page, '488.00');
  expectCleanTraffic(watch, 'deposit and transfer');
});

test('withdraw to a bank card: 提交成功，等待后台审核 and the record', async ({ page, player, ops, request }) => {
  // A manual credit carries no turnover requirement that would block the withdrawal.
  await ops.post('/credit', { username: player.username, amount: '300.00' });
  await bindBankCard(request, player);
  await signIn(page, player);
  const watch = watchLegacyTraffic(page);
  await page.goto('/#/withdrawal?tab=2');
  await page.getByRole('button', { name: /请选择您要提现到的银行卡|选择银行卡/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /5678/ }).click();
  await page.getByLabel('取款金额').fill('150');
  await page.getByLabel(/支付密码/).fill(player.payPassword);
  await page.getByRole('button', { name: '确认取款' }).click();
  await expect(toast(page, '提交成功，等待后台审核')).toBeVisible();
  await expectRoute(page, /^\/transRecord/);
  await expectCentral(page, '150.00');
  expectCleanTraffic(watch, 'withdraw');
});

interface RoomInfo {
  ftime: number;
  lottery: { nowdata: { nextexpect: string; timeout: number } };
  playbox: { childrens: { id: number }[] }[];
}

/** Places a 10-yuan lottery bet through the API once the round has time left. */
async function placeBet(request: APIRequestContext, token: string, roomId: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const room = await apiOk<RoomInfo>(request, `/api/lotteryRoom?room_id=${roomId}`, {}, token).catch(() => null);
        if (!room || room.lottery.nowdata.timeout <= room.ftime + 3) return 'closed';
        const answer = await apiPost(
          request,
          '/api/lotteryOrder',
          {
            room_id: roomId,
            expect: room.lottery.nowdata.nextexpect,
            order: [{ id: room.playbox[0]!.childrens[0]!.id, total: '10', data: '' }],
          },
          token,
        );
        return answer.code === 200 ? 'placed' : answer.message;
      },
      { intervals: [2_000], timeout: 60_000 },
    )
    .toBe('placed');
}

test('bet records, activity apply, inbox', async ({ page, player, ops, request }) => {
  await ops.post('/credit', { username: player.username, amount: '100.00' });
  const lotteries = await apiOk<{ title: string }[]>(request, '/api/lotteryList');
  const rooms = await apiOk<{ id: number }[]>(request, '/api/lotteryRoom', { name: lotteries[0]!.title });
  await placeBet(request, player.token, rooms[0]!.id);
  await ops.post('/messages', { username: player.username, title: '旧后台来信', content: '欢迎使用旧后台' });
  const created = await ops.post<{ data: { id: number } }>('/activities', {
    type: 1,
    title: '旧后台活动',
    content: '<p>规则</p>',
  });
  await ops.post(`/activities/${created.data.id}/publish`);

  await signIn(page, player);
  const watch = watchLegacyTraffic(page);
  await page.goto('/#/betRecord');
  await expect(page.getByRole('listitem').filter({ hasText: '10.00' }).first()).toBeVisible();

  await page.goto(`/#/activityInfo?id=${created.data.id}`);
  await page.getByRole('button', { name: '立即申请' }).click();
  await expect(toast(page, '申请成功')).toBeVisible();
  await page.goto('/#/activityRecord');
  await expect(page.getByRole('listitem').filter({ hasText: '旧后台活动' }).getByTestId('apply-state')).toHaveText(
    '待审核',
  );

  await page.goto('/#/message?type=2');
  await page.getByRole('button', { name: /旧后台来信/ }).click();
  await expect(page.getByTestId('message-full')).toContainText('欢迎使用旧后台');
  expectCleanTraffic(watch, 'records, activity, inbox');
});
