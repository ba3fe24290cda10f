/**
 * The game page end to end, against the reference server: a member opens a live-casino tile
 * from the hall, the sandbox venue's page shows inside the frame (no token in its URL), the
 * 'more' popup moves money into that venue, and entering again shows the new venue balance.
 */
import { test, expect } from '../support/fixtures';
import { expectRoute, skipSystemPopup, toast } from '../support/app';
import { signIn } from '../support/users';

test('live casino from the hall: the venue page in the frame, 30 transferred in through 更多', async ({
  page,
  player,
  ops,
}) => {
  await ops.post('/credit', { username: player.username, amount: '100.00' });
  await signIn(page, player);
  await skipSystemPopup(page);
  await page.goto('/#/');

  await page.getByRole('tab', { name: '真人' }).click();
  await page
    .getByRole('button', { name: /AG真人/ })
    .first()
    .click();
  await expectRoute(page, /^\/gamePage\?platname=ag&/);

  // The frame holds our sandbox venue page, opened by a launch ticket, never the api token.
  const frameEl = page.locator('iframe');
  await expect(frameEl).toHaveAttribute('src', /\/sandbox\/game\?ticket=[A-Za-z0-9_-]{43}$/);
  expect(await frameEl.getAttribute('src')).not.toContain(player.token);
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('heading', { name: 'AG真人' })).toBeVisible();
  await expect(game.getByText('演示场馆').first()).toBeVisible();
  await expect(game.locator('#venue-balance')).toHaveText('¥0.00');
  // The loading overlay stays about 3 s after the frame has loaded, then goes.
  await expect(page.getByTestId('frame-loading')).toHaveCount(0, { timeout: 10_000 });

  await page.getByRole('button', { name: /更多/ }).click();
  const popup = page.getByTestId('game-transfer-popup');
  await expect(popup.getByText('额度转换')).toBeVisible();
  await expect(popup.getByTestId('transfer-flow')).toContainText('AG真人');
  await popup.getByTestId('transfer-amount').fill('30');
  await popup.getByRole('button', { name: '立即转账' }).click();
  await expect(toast(page, '转入成功！')).toBeVisible();
  await expect(popup).toHaveCount(0);

  // Entering again (a reload launches afresh: tickets are single-use) shows the venue's 30.00.
  await page.reload();
  await expect(page.frameLocator('iframe').locator('#venue-balance')).toHaveText('¥30.00');
});

test('a visitor opening a game gets the login prompt', async ({ page }) => {
  await page.goto('/#/gamePage?platname=ag&code=&type=realbet&name=AG%E7%9C%9F%E4%BA%BA');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('精彩内容等你来体验，快来登录吧！');
  await expect(page.locator('iframe')).toHaveCount(0);
  await dialog.getByRole('button', { name: '去登录' }).click();
  await expectRoute(page, /^\/login\?redirect=%2FgamePage%3Fplatname%3Dag/);
});
