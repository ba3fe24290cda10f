/**
 * Player protection end to end (docs/SCREENS.md#responsible, #restricted): set a deposit limit,
 * see a deposit above it refused with the limit's words, take a time-out, be logged out everywhere,
 * log in again to the restricted view with its Beijing end date, and still withdraw.
 */
import { test, expect } from '../support/fixtures';
import { apiPost } from '../support/api';
import { expectRoute, fillBankDeposit, fillLogin, skipSystemPopup, toast } from '../support/app';
import { bindBankCard, signIn } from '../support/users';

test('deposit limit, time-out, restricted view, withdrawal', async ({ page, player, ops, request }) => {
  // A manual credit carries no turnover requirement that would block the withdrawal.
  await ops.post('/credit', { username: player.username, amount: '500.00' });
  await bindBankCard(request, player);
  await skipSystemPopup(page);
  await signIn(page, player);

  // --- A 24-hour deposit limit of 100.00 applies at once. ---
  await page.goto('/#/responsible');
  const row = page.getByTestId('limit-deposit-24h');
  await row.getByRole('button', { name: /^修改/ }).click();
  const editor = page.getByTestId('limit-editor');
  await editor.getByLabel('限额（元）').fill('100');
  await expect(editor.getByTestId('limit-change-note')).toBeVisible();
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '限额已生效')).toBeVisible();
  await expect(row).toContainText('100.00');

  // --- A deposit request above it is refused, naming the limit. ---
  await page.goto('/#/recharge');
  await fillBankDeposit(page, '200');
  await page.getByRole('button', { name: '立即存款' }).click();
  await expect(toast(page, '本次金额超过 24 小时存款限额 100.00 元')).toBeVisible();

  // --- A 24-hour time-out, in two steps; every session ends. ---
  await page.goto('/#/responsible');
  await page.getByRole('radio', { name: '冷静期 24 小时' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  const dialog = page.getByTestId('exclusion-confirm');
  await expect(dialog.getByTestId('exclusion-summary')).toContainText('冷静期1天');
  await dialog.getByLabel('登录密码').fill(player.password);
  await dialog.getByRole('button', { name: /^确认开始冷静期/ }).click();
  const started = toast(page, /^冷静期已生效，至(.+)（北京时间）结束$/);
  await expect(started).toBeVisible();
  const until = /至(\d{4}-\d{2}-\d{2} \d{2}:\d{2})/.exec((await started.textContent()) ?? '')![1]!;
  await expectRoute(page, /^\/login/);
  expect((await apiPost(request, '/api/user', {}, player.token)).code, 'the old token is revoked').toBe(401);

  // --- Logging in again opens only the restricted view, with the end date. ---
  await fillLogin(page, player.username, player.password);
  await page.keyboard.press('Enter');
  await expectRoute(page, '/restricted');
  await expect(page.getByTestId('restricted-state')).toHaveText('冷静期');
  await expect(page.getByTestId('restricted-date')).toHaveText(until);
  await page.goto('/#/recharge');
  await expectRoute(page, '/restricted');

  // --- The remaining money can still be withdrawn. ---
  await page.getByRole('link', { name: '取款' }).click();
  await expectRoute(page, /^\/withdrawal/);
  await page.getByRole('tab', { name: '银行卡' }).click();
  await page.getByRole('button', { name: /请选择您要提现到的银行卡|选择银行卡/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /5678/ }).click();
  await page.getByLabel('取款金额').fill('150');
  await page.getByLabel(/支付密码/).fill(player.payPassword);
  await page.getByRole('button', { name: '确认取款' }).click();
  await expect(toast(page, '提交成功，等待后台审核')).toBeVisible();
  await expectRoute(page, '/restricted');
  await expect(page.getByTestId('restricted-balance')).toContainText('350.00');
});
