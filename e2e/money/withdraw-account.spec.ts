/**
 * Cards and passwords end to end: bind a bank card (every message of docs/SCREENS.md#addbankcard), see only its last
 * 4 digits, unbind it (确定要解除绑定该卡片吗？ / 解绑成功); change the login password
 * (密码修改成功！), land on login with nothing stored, and log in with the new password.
 */
import { test, expect } from '../support/fixtures';
import { expectRoute, fillLogin, toast } from '../support/app';
import { signIn } from '../support/users';

test('bind a bank card with every check, show its last 4 digits, unbind it', async ({ page, player }) => {
  await signIn(page, player);
  await page.goto('/#/withdrawAccount?type=2');
  await expect(page.getByText('暂未绑定银行卡')).toBeVisible();
  await page.getByRole('link', { name: '添加银行卡' }).click();
  await expectRoute(page, '/addBankCard');

  const bind = page.getByRole('button', { name: '确认绑定' });
  const steps: [message: string, fill: () => Promise<void>][] = [
    ['请输入姓名', () => page.getByLabel('持卡人姓名').fill('张三')],
    [
      '请输入银行',
      async () => {
        await page.getByLabel('开户银行').selectOption({ index: 1 });
      },
    ],
    ['请输入开户行地址', () => page.getByLabel('开户行地址').fill('深圳南山支行')],
    ['请输人银行卡号', () => page.getByLabel('银行卡号').fill('1234567')],
    ['请输人支付密码', () => page.getByLabel('支付密码').fill('12345')],
    ['请输人正确的卡号长度', () => page.getByLabel('银行卡号').fill('6222020000001234')],
    ['请输人支付密码长度', () => page.getByLabel('支付密码').fill(player.payPassword)],
  ];
  for (const [message, fill] of steps) {
    await bind.click();
    await expect(toast(page, message)).toBeVisible();
    await fill();
  }
  await bind.click();
  await expect(toast(page, '绑定成功')).toBeVisible();
  await expectRoute(page, '/withdrawAccount?type=2');
  await expect(page.getByTestId('card-number')).toHaveText('**** **** **** 1234');
  await expect(page.getByText('6222020000001234')).toHaveCount(0);

  await page.getByRole('button', { name: /^解除绑定/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('确定要解除绑定该卡片吗？')).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '解绑成功')).toBeVisible();
  await expect(page.getByText('暂未绑定银行卡')).toBeVisible();
});

test('changing the login password clears everything and the new one logs in', async ({ page, player }) => {
  await signIn(page, player);
  await page.goto('/#/password?type=1');
  const save = page.getByRole('button', { name: '确认修改' });
  await save.click();
  await expect(toast(page, '请输入旧密码')).toBeVisible();
  await page.getByLabel('旧密码').fill(player.password);
  await page.getByLabel('新密码').fill(player.password);
  await page.getByLabel('确认密码').fill(player.password);
  await save.click();
  await expect(toast(page, '新旧密码不能一致！')).toBeVisible();
  await page.getByLabel('旧密码').fill('wrong-old-1');
  await page.getByLabel('新密码').fill('newpass99');
  await page.getByLabel('确认密码').fill('newpass99');
  await save.click();
  // The server refuses a wrong old password with its own message (docs/API.md#editpassword: code 205); nothing typed is lost.
  await expect(toast(page, '原密码不正确')).toBeVisible();
  await expect(page.getByLabel('新密码')).toHaveValue('newpass99');

  await page.getByLabel('旧密码').fill(player.password);
  await save.click();
  await expect(toast(page, '密码修改成功！')).toBeVisible();
  await expectRoute(page, '/login');
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userInfo')])).toEqual([
    null,
    null,
  ]);

  await fillLogin(page, player.username, 'newpass99');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(toast(page, '登录成功')).toBeVisible();
});
