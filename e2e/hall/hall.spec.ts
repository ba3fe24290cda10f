/**
 * Hall, games and content end to end at 390×844, against the reference server: the alternative
 * hall's side menu (and its feedback form), the message centre and its badge, a help article, an
 * electronic game from /concise played at its sandbox venue and shown in 投注记录, and the
 * customer-service sheet.
 */
import { test, expect } from '../support/fixtures';
import { apiOk } from '../support/api';
import { expectRoute, skipSystemPopup, toast } from '../support/app';
import { signIn } from '../support/users';

test('the side menu of /index_old copies the permanent domain (复制成功！)', async ({ page, player, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, player);
  await skipSystemPopup(page);
  await page.goto('/#/index_old');
  await expect(page.locator('[data-section="live"]')).toContainText('AG真人');
  await page.getByRole('button', { name: '打开菜单' }).click();
  const menu = page.getByTestId('side-menu');
  const domain = menu.getByTestId('permanent-domain');
  await expect(domain).toHaveText(/^http:\/\/127\.0\.0\.1:\d+$/);
  await menu.getByRole('button', { name: /永久域名/ }).click();
  await expect(toast(page, '复制成功！')).toBeVisible();
  // The menu is a modal in the top layer: the toast shows above it only from inside it.
  expect(await toast(page, '复制成功！').evaluate((el) => el.closest('dialog')?.matches(':modal'))).toBe(true);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await domain.textContent());
  await menu.getByRole('button', { name: /消息中心/ }).click();
  await expectRoute(page, '/message');
});

test('a dialog is the browser modal: the page behind neither scrolls nor takes taps; Esc and a tap outside close it', async ({
  page,
}) => {
  await skipSystemPopup(page);
  await page.goto('/#/index_old');
  await expect(page.locator('[data-section="live"]')).toContainText('AG真人');
  const opener = page.getByRole('button', { name: '打开菜单' });
  const menu = page.getByTestId('side-menu');
  const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

  await opener.click();
  await expect(page.getByRole('dialog', { name: '菜单' })).toBeVisible();
  await expect(page.locator('dialog:modal')).toHaveCount(1);
  expect(await rootOverflow()).toBe('hidden');
  // What lies under a point beside the menu is the dialog's own layer, not the hall.
  const box = (await menu.boundingBox())!;
  const beside = { x: box.x + box.width + 40, y: 420 };
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('dialog') !== null, beside)).toBe(
    true,
  );

  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await rootOverflow()).not.toBe('hidden');

  await opener.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(beside.x, beside.y);
  await expect(menu).toHaveCount(0);
  await expectRoute(page, '/index_old');
});

test('意见反馈 in the side menu of /index_old opens the feedback form over the hall and sends it', async ({
  page,
  player,
}) => {
  await signIn(page, player);
  await skipSystemPopup(page);
  await page.goto('/#/index_old');
  await page.getByRole('button', { name: '打开菜单' }).click();
  await page
    .getByTestId('side-menu')
    .getByRole('button', { name: /意见反馈/ })
    .click();
  const form = page.getByTestId('feedback-dialog');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await expectRoute(page, '/index_old');
  await form.getByLabel('反馈内容').fill('希望增加更多电子游戏');
  await page.screenshot({ path: '/tmp/integrate-feedback-index-old.png' });
  await form.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '感谢您的反馈，我们会尽快处理')).toBeVisible();
  await expect(form).toHaveCount(0);
});

test('message tabs and the unread badge: a sent message raises it, opening it lowers it', async ({
  page,
  player,
  ops,
}) => {
  await ops.post('/messages', {
    username: player.username,
    title: '专属礼金到账',
    content: '您的礼金已发放，请查收。',
  });
  await signIn(page, player);
  await skipSystemPopup(page);
  // Every member also has the welcome message sent to all.
  await page.goto('/#/mine');
  const badge = page.getByRole('navigation', { name: '主导航' }).getByTestId('unread-badge');
  await expect(badge).toHaveText('2');

  await page.goto('/#/message');
  await expect(page.getByRole('tab', { name: '公告' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: '公告' })).toContainText('欢迎来到TG娱乐城');
  await page.getByRole('tab', { name: '站内信' }).click();
  await expectRoute(page, '/message?type=2');
  await page.getByRole('button', { name: /专属礼金到账/ }).click();
  await expect(page.getByTestId('message-full')).toContainText('您的礼金已发放，请查收。');
  await page.getByTestId('message-full').getByRole('button', { name: '关闭' }).click();
  await page.goto('/#/mine');
  await expect(badge).toHaveText('1');
});

test('the help centre opens an article (server html, sanitised)', async ({ page }) => {
  await page.goto('/#/boutBallBet');
  await page.getByRole('link', { name: '规则条款' }).click();
  await expectRoute(page, '/boutBallBetInfo?type=5');
  const article = page.getByTestId('article');
  await expect(article.getByRole('heading', { name: '规则条款' })).toBeVisible();
  await expect(article.getByRole('heading', { name: '优惠与返水' })).toBeVisible();
});

test('/concise tab → tile → game page → a sandbox round → 投注记录 shows it', async ({ page, player, ops }) => {
  await ops.post('/credit', { username: player.username, amount: '100.00' });
  await apiOk(
    page.request,
    '/api/transfer',
    { amount: '20', sourcetype: 'userbalance', targettype: 'pp' },
    player.token,
  );
  await signIn(page, player);
  await page.goto('/#/concise');
  await page.getByRole('tab', { name: 'PP电子' }).click();
  await expectRoute(page, '/concise?type=pp');
  await page.getByRole('button', { name: '奥林匹斯之门' }).click();
  await expectRoute(page, /^\/gamePage\?platname=pp&code=vs20olympgate&type=concise/);

  const game = page.frameLocator('iframe');
  await expect(game.locator('#venue-balance')).toHaveText('¥20.00');
  await expect(page.getByTestId('frame-loading')).toHaveCount(0, { timeout: 10_000 });
  await expect(game.getByText('庄家优势 2.40%')).toBeVisible();
  await game.getByLabel('下注金额').fill('2');
  await game.getByRole('button', { name: '旋转' }).click();
  const result = game.locator('#round-result');
  await expect(result).toContainText(/水果机 \S+\|\S+\|\S+/);
  // The next round plays in place: no loading hold over the frame.
  await expect(page.getByTestId('frame-loading')).toHaveCount(0);

  await page.goto('/#/betRecord');
  const row = page.getByTestId('bet-record-row').first();
  await expect(row).toContainText('PP电子');
  await expect(row.getByTestId('bet-record-plays')).toContainText('水果机');
  await expect(row).toContainText('2.00');
});

test('客服 opens the service sheet over the hall and closing it returns to the hall', async ({ page }) => {
  await skipSystemPopup(page);
  await page.goto('/#/');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '客服' }).click();
  const sheet = page.getByTestId('service-sheet');
  await expect(sheet.locator('iframe')).toHaveAttribute('src', /\/support\/$/);
  await expect(sheet.frameLocator('iframe').getByText('客服时间')).toBeVisible();
  await expectRoute(page, '/');
  await sheet.getByRole('button', { name: '关闭' }).click();
  await expect(sheet).toHaveCount(0);
  await expectRoute(page, '/');
  await expect(page.getByRole('tablist', { name: '游戏分类' })).toBeVisible();
});
