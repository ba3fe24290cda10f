import { test, expect } from '../support/fixtures';
import { expectRoute, fillLogin, fillRegister, skipSystemPopup } from '../support/app';
import { signIn, uniqueUsername } from '../support/users';

test.beforeEach(async ({ page }) => {
  await skipSystemPopup(page);
});

test('registering through /#/reg2?pid= lands on the hall with a balance', async ({ page, player }) => {
  const username = uniqueUsername('reg');
  await page.goto('/#/reg2?pid=1');
  await expect(page.getByLabel('邀请码（选填）')).toHaveValue('1');
  await fillRegister(page, username, 'secret123');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expectRoute(page, '/');
  await expect(page.getByTestId('header-balance')).toHaveText('0.00');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(player.username).not.toBe(username);
});

test('a wrong captcha says 验证码错误！ and shows another picture', async ({ page }) => {
  await page.goto('/#/reg2');
  await fillRegister(page, uniqueUsername('cap'), 'secret123');
  const before = await page.locator('[data-captcha-index]').getAttribute('data-captcha-index');
  await page.getByLabel('验证码').fill('0000');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('验证码错误！')).toBeVisible();
  await expect(page.getByLabel('验证码')).toHaveValue('');
  await expect(page.locator('[data-captcha-index]')).not.toHaveAttribute('data-captcha-index', before!);
});

test('a visitor opening /#/mine is sent to login and comes back after logging in', async ({ page, player }) => {
  await page.goto('/#/mine');
  await expectRoute(page, '/login?redirect=%2Fmine');
  await fillLogin(page, player.username, player.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expectRoute(page, '/mine');
  await expect(page.getByText(player.username).first()).toBeVisible();
});

test('deep links open the right screen on first load; unknown paths land on /#/', async ({ page }) => {
  await page.goto('/#/login?type=1');
  await expect(page.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/#/no/such/screen');
  await expectRoute(page, '/');
  await page.goto('/login');
  await expectRoute(page, '/login');
});

test('back and forward move between screens', async ({ page }) => {
  await page.goto('/#/');
  await page.getByRole('link', { name: '登录' }).first().click();
  await expectRoute(page, '/login');
  await page.goBack();
  await expectRoute(page, '/');
  await page.goForward();
  await expectRoute(page, '/login');
});

test('going to the screen already shown says 已在当前页面！', async ({ page }) => {
  await page.goto('/#/');
  // The exported first screen's tab bar is plain links until the live app has taken over.
  await expect(page.locator('[data-first]')).toHaveCount(0);
  await page.getByRole('navigation').getByRole('link', { name: '大厅' }).click();
  await expect(page.getByText('已在当前页面！')).toBeVisible();
});

test('logout clears storage and returns to login', async ({ page, player }) => {
  await signIn(page, player);
  await page.goto('/#/mine');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expectRoute(page, '/login');
  // Everything of the session is gone; only the device's own preferences per member stay
  // (lib/storage.ts KEPT_ON_CLEAR: reality-check interval, language, last VIP level seen).
  const left = await page.evaluate(() => Object.keys(localStorage));
  expect(left.filter((key) => !['realityCheck', 'language', 'vipLevelSeen'].includes(key))).toEqual([]);
});

test('the trial account logs in with play money', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('button', { name: '免费试玩' }).click();
  await expectRoute(page, '/');
  await expect(page.getByTestId('header-balance')).toHaveText('2,000.00');
});

test('an expired session shows 认证失败 and goes to login', async ({ page, player }) => {
  await signIn(page, player);
  await page.goto('/#/mine');
  await expect(page.getByText(player.username).first()).toBeVisible();
  // Logging in elsewhere rotates the token (single session), so the next poll gets 401.
  await page.request.post('/api/login_pc', { data: { name: player.username, password: player.password } });
  await expect(page.getByText('您的账号登陆过期，请重新登陆')).toBeVisible({ timeout: 10_000 });
  await expectRoute(page, '/login');
});
