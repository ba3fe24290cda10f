/**
 * The withdrawal end to end, against the reference server: bind a USDT address, bind the real
 * name, withdraw (every refusal message on the way is the documented one), the money is held, the
 * operator rejects, the money comes back. The browser runs in New York; times are Beijing's.
 */
import Big from 'big.js';
import { test, expect } from '../support/fixtures';
import { apiOk } from '../support/api';
import { expectRoute, toast } from '../support/app';
import { signIn } from '../support/users';

interface ReviewWithdrawal {
  order_no: string;
  username: string;
  amount: string;
  state: string;
}

const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

test('bind a USDT address, withdraw, the operator rejects, the money returns', async ({
  page,
  player,
  ops,
  request,
}) => {
  // Manual credit, not a deposit: a deposit would add a turnover requirement that blocks the withdrawal.
  await ops.post('/credit', { username: player.username, amount: '500.00' });
  await signIn(page, player);

  // --- Bind a USDT address (docs/SCREENS.md#addusdtcard). ---
  await page.goto('/#/withdrawAccount?type=1');
  await expect(page.getByText('暂未绑定USDT地址')).toBeVisible();
  await page.getByRole('link', { name: '添加USDT地址' }).click();
  await expectRoute(page, '/addUsdtCard');
  await expect(page.getByRole('radio', { name: 'TRC20' })).toHaveAttribute('aria-checked', 'true');
  const bind = page.getByRole('button', { name: '确认绑定' });
  await bind.click();
  await expect(toast(page, '请输入USDT地址')).toBeVisible();
  await page.getByLabel('USDT地址').fill(TRC20_ADDRESS);
  await bind.click();
  await expect(toast(page, '请输人支付密码')).toBeVisible();
  await page.getByLabel('支付密码').fill(player.payPassword);
  await bind.click();
  await expect(toast(page, '绑定成功')).toBeVisible();
  // Back to the list it came from, the address shown by its last 4 characters only.
  await expectRoute(page, '/withdrawAccount?type=1');
  await expect(page.getByTestId('card-number')).toHaveText(`**** **** **** ${TRC20_ADDRESS.slice(-4)}`);
  await expect(page.getByText(TRC20_ADDRESS)).toHaveCount(0);

  // --- The real name comes first (realname = username at registration). ---
  await page.goto('/#/withdrawal');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('一经绑定不可修改')).toBeVisible();
  await dialog.getByRole('button', { name: '确认绑定' }).click();
  await expect(toast(page, '请填写用户实名信息')).toBeVisible();
  await dialog.getByLabel('真实姓名').fill('张三');
  await dialog.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // --- The withdrawal's checks, in their documented order. ---
  await expect(page.getByTestId('withdraw-central')).toHaveText('500.00');
  const submit = page.getByRole('button', { name: '确认取款' });
  await submit.click();
  await expect(toast(page, '请选择USDT地址')).toBeVisible();
  await page.getByRole('button', { name: /请选择USDT地址/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /TRC20/ }).click();
  await page.getByLabel('取款金额').fill('99');
  await submit.click();
  await expect(toast(page, '单笔取款不能低于100元')).toBeVisible();
  await page.getByLabel('取款金额').fill('150');
  await submit.click();
  await expect(toast(page, '请输入您的支付密码')).toBeVisible();

  // The conversion is floor(150 / withdrawusdtrate, 2), the arrival that minus the TRC20 fee.
  const user = await apiOk<{ withdrawusdtrate: string; withdrawfeeusdttrc: string }>(
    request,
    '/api/user',
    {},
    player.token,
  );
  const floor2 = (v: Big) => v.round(2, Big.roundDown);
  const usdt = floor2(new Big(150).div(user.withdrawusdtrate));
  const arrival = usdt.minus(user.withdrawfeeusdttrc || 0);
  await expect(page.getByTestId('usdt-amount')).toHaveText(`${usdt.toFixed(2)} USDT`);
  await expect(page.getByTestId('usdt-arrival')).toHaveText(
    `${(arrival.gt(0) ? floor2(arrival) : new Big(0)).toFixed(2)} USDT`,
  );

  await page.getByLabel('支付密码').fill(player.payPassword);
  await submit.click();
  await expect(toast(page, '提交成功，等待后台审核')).toBeVisible();
  // The form is reset at once, and about 1.5 s later the player sees the request.
  await expect(page.getByLabel('取款金额')).toHaveValue('');
  await expectRoute(page, '/transRecord?type=2');
  const row = page.getByRole('list', { name: '账户明细' }).getByRole('listitem').first();
  await expect(row).toContainText('¥150.00');
  await expect(row).toContainText('待审核');
  const beijingToday = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  await expect(row).toContainText(beijingToday);

  // The money is held at request.
  await page.goto('/#/withdrawal');
  await expect(page.getByTestId('withdraw-central')).toHaveText('350.00', { timeout: 10_000 });

  // --- The operator rejects; the held money comes back. ---
  const pending = await ops.get<{ data: { withdrawals: ReviewWithdrawal[] } }>('/withdrawals');
  const mine = pending.data.withdrawals.find((w) => w.username === player.username);
  expect(mine, 'the pending withdrawal is listed for the operator').toBeTruthy();
  expect(mine!.amount).toBe('150.00');
  await ops.post(`/withdrawals/${encodeURIComponent(mine!.order_no)}/reject`);
  await expect(page.getByTestId('withdraw-central')).toHaveText('500.00', { timeout: 10_000 });

  await page.goto('/#/transRecord?type=2');
  await expect(page.getByRole('list', { name: '账户明细' }).getByRole('listitem').first()).toContainText('审核拒绝');
});
