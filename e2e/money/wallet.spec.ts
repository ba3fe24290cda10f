/**
 * The wallet flows end to end, against the reference server:
 * bank deposit → operator approves → balance rises; QR (USDT) deposit → sandbox pays →
 * balance rises; transfer into a venue and recycle all. Every message is the documented one.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectRoute, toast } from '../support/app';
import { signIn } from '../support/users';

/** The central wallet as /account shows it (polled; the reload makes the check quick). */
async function expectCentral(page: Page, amount: string) {
  await page.goto('/#/account');
  await expect(page.getByTestId('wallet-central')).toHaveText(amount, { timeout: 10_000 });
}

/** GET /admin/deposits (server/src/routes/admin/money.ts): pending ones by default. */
interface ReviewList {
  data: { deposits: { deposit_no: string; username: string; amount: string }[] };
}

test('bank deposit: 提交成功，等待后台审核, the operator approves, the balance rises', async ({
  page,
  player,
  ops,
}) => {
  await signIn(page, player);
  await page.goto('/#/recharge');
  await expect(page.getByRole('radio', { name: '银行卡' })).toBeChecked();
  // The receiving accounts of /api/getpaybank are shown before the form.
  await expect(page.getByRole('region', { name: '收款账户' }).getByText('收款账号').first()).toBeVisible();

  const submit = page.getByRole('button', { name: '立即存款' });
  // docs/SCREENS.md#recharge: the four fields in order, then the range.
  await submit.click();
  await expect(toast(page, '请输入存款人姓名')).toBeVisible();
  await page.getByLabel('存款人姓名').fill('张三');
  await submit.click();
  await expect(toast(page, '请输入银行类型')).toBeVisible();
  await page.getByLabel('银行类型').fill('中国工商银行');
  await submit.click();
  await expect(toast(page, '请输入银行卡号')).toBeVisible();
  await page.getByLabel('银行卡号').fill('6222020000001234');
  await submit.click();
  await expect(toast(page, '请输入银行开户行地址')).toBeVisible();
  await page.getByLabel('开户行地址').fill('深圳南山支行');
  await page.getByTestId('deposit-amount').fill('50');
  await submit.click();
  await expect(toast(page, /^请输入金额在\d+(\.\d+)?-\d+(\.\d+)?之间！$/)).toBeVisible();

  await page.getByTestId('deposit-amount').fill('500');
  await submit.click();
  await expect(toast(page, '提交成功，等待后台审核')).toBeVisible();
  await expectRoute(page, '/transRecord');

  const pending = await ops.get<ReviewList>('/deposits?state=pending');
  const mine = pending.data.deposits.find((d) => d.username === player.username);
  expect(mine, 'the pending deposit is listed for the operator').toBeTruthy();
  expect(mine!.amount).toBe('500.00');
  await expectCentral(page, '0.00');
  await ops.post(`/deposits/${encodeURIComponent(mine!.deposit_no)}/approve`);
  await expectCentral(page, '500.00');
});

test('USDT deposit: /payInfo counts down, the sandbox pays, the money arrives by itself', async ({ page, player }) => {
  await signIn(page, player);
  await page.goto('/#/recharge');
  await page.getByRole('radio', { name: 'USDT' }).click();
  await expect(page.getByRole('radio', { name: 'TRC20' })).toBeChecked();
  await page.getByTestId('deposit-amount').fill('720');
  await page.getByRole('button', { name: '立即存款' }).click();
  await expectRoute(page, /^\/payInfo\?deposit_no=.+/);

  await expect(page.getByTestId('pay-countdown')).toHaveText(/^请在(60|59)：\d\d内完成支付$/);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥720.00');
  await expect(page.getByTestId('pay-protocol')).toHaveText('TRC20');
  await expect(page.getByTestId('pay-qr')).toBeVisible();
  // Created time in Beijing although the browser runs in New York.
  const beijingToday = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  await expect(page.getByTestId('pay-created')).toContainText(beijingToday);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page
    .getByRole('button', { name: /^复制 / })
    .nth(1)
    .click();
  await expect(toast(page, '复制成功！')).toBeVisible();

  const [sandbox] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('pay-sandbox').click()]);
  await sandbox.getByRole('button', { name: /确认支付/ }).click();
  await expect(sandbox.getByText('已支付，已到账').first()).toBeVisible();
  await sandbox.close();
  // Back in the app's tab (a tab in the background is not polled).
  await page.bringToFront();

  // 'Payment arrives automatically': the pending deposit is polled.
  await expect(page.getByTestId('pay-countdown')).toHaveText('支付成功，款项已到账', { timeout: 10_000 });
  await expectCentral(page, '720.00');
});

test('transfer into a venue, then recycle all back into the central wallet', async ({ page, player, ops }) => {
  await ops.post('/credit', { username: player.username, amount: '1000.00' });
  await signIn(page, player);
  await page.goto('/#/transfer');
  await expect(page.getByRole('heading', { name: '额度转换' })).toBeVisible();

  const amount = page.getByTestId('transfer-amount');
  const submit = page.getByRole('button', { name: '立即转账' });
  await submit.click();
  await expect(toast(page, '请输入操作金额！')).toBeVisible();
  await amount.fill('0.00');
  await submit.click();
  await expect(toast(page, '操作金额不能为0！')).toBeVisible();

  // Four venues collapsed, all of them expanded.
  const picker = page.getByRole('radiogroup', { name: '选择场馆' });
  await expect(picker.getByRole('radio')).toHaveCount(4);
  await page.getByRole('button', { name: '展开全部' }).click();
  expect(await picker.getByRole('radio').count()).toBeGreaterThan(4);

  await picker.getByRole('radio', { name: 'AG真人' }).click();
  await amount.fill('300');
  // Changing direction clears the amount.
  await page.getByRole('radio', { name: '场馆 → 中心钱包' }).click();
  await expect(amount).toHaveValue('');
  await page.getByRole('radio', { name: '中心钱包 → 场馆' }).click();
  await amount.fill('300');
  await submit.click();
  await expect(toast(page, '转入成功！')).toBeVisible();
  await expect(page.getByTestId('venue-balance-ag')).toHaveText('300.00', { timeout: 5_000 });
  await expect(page.getByTestId('transfer-flow')).toContainText('¥700.00');

  await page.getByRole('button', { name: '一键回收' }).click();
  await expect(toast(page, '回收成功')).toBeVisible();
  await expect(page.getByTestId('venue-balance-ag')).toHaveText('0.00', { timeout: 5_000 });
  await expectCentral(page, '1,000.00');
});
