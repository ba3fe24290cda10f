/**
 * Referrals and the member's profile end to end: register through an invite link and appear in
 * the inviter's details; save the invite poster (a PNG download); upload an avatar and see it on
 * /mine.
 */
import { readFileSync } from 'node:fs';
import { test, expect } from '../support/fixtures';
import { expectRoute, fillRegister, route, skipSystemPopup } from '../support/app';
import { signIn, uniqueUsername } from '../support/users';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test.beforeEach(async ({ page }) => {
  await skipSystemPopup(page);
});

test('a friend registers through the invite link and shows in the inviter’s 好友明细 and overview', async ({
  page,
  browser,
  player,
}) => {
  await signIn(page, player);
  await page.goto('/#/inviter');
  const link = (await page.getByTestId('invite-link').textContent())!.trim();
  // The reference server's invite code (inviteCode extension), not the member id.
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#\/reg2\?pid=[2-9A-HJKMNP-Z]{7}$/);
  await expect(page.getByTestId('invite-code')).toHaveText(new URL(link).hash.split('pid=')[1]!);

  // The friend opens the link in their own browser.
  const friendContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const friendPage = await friendContext.newPage();
  await skipSystemPopup(friendPage);
  await friendPage.goto(link);
  const pid = new URL(link).hash.split('pid=')[1]!;
  await expect(friendPage.getByLabel('邀请码（选填）')).toHaveValue(pid);
  const friend = uniqueUsername('fr');
  await fillRegister(friendPage, friend, 'secret123');
  await friendPage.getByRole('button', { name: '注册', exact: true }).click();
  await expect.poll(() => route(friendPage)).toBe('/');
  await friendContext.close();

  await page.goto('/#/inviter?tab=detail');
  await expect(page.getByTestId('overview-0')).toHaveText('1');
  await expect(page.getByTestId('overview-1')).toHaveText('1');
  await page.getByRole('tab', { name: '好友明细' }).click();
  await expect(page.getByTestId('friend-name')).toHaveText(`${friend.slice(0, 2)}***${friend.slice(-2)}`);
  await expect(page.getByText('未达成')).toBeVisible();
});

test('立即邀请 → 保存图片 downloads the poster as a PNG; 保存链接 copies the link', async ({
  page,
  player,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, player);
  await page.goto('/#/inviter');
  await page.getByRole('button', { name: '立即邀请' }).click();
  const sheet = page.getByTestId('share-sheet');
  await expect(sheet.getByAltText('邀请海报')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sheet.getByRole('button', { name: '保存图片' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('invite-poster.png');
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(bytes.length).toBeGreaterThan(5_000);
  await sheet.getByRole('button', { name: '保存链接' }).click();
  await expect(page.locator('[data-kind]').filter({ hasText: '链接已复制到剪贴板' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/#\/reg2\?pid=[2-9A-HJKMNP-Z]{7}$/);
});

test('uploading an avatar on /userInfo shows it on /mine', async ({ page, player }) => {
  await signIn(page, player);
  await page.goto('/#/userInfo');
  // A 600×400 PNG drawn by the page itself: the browser shrinks it before upload.
  const png = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#1aa266';
    ctx.fillRect(0, 0, 600, 400);
    const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/png'));
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  await expect(page.locator('[data-kind]').filter({ hasText: '头像上传成功' })).toBeVisible();
  await page.goto('/#/mine');
  await expectRoute(page, '/mine');
  const avatar = page.getByTestId('avatar-image');
  await expect(avatar).toHaveAttribute('src', /\/uploads\/avatar\/[0-9a-f]{32}\.png$/);
  const size = await avatar.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  });
  expect(size).toEqual([256, 256]);
});

test('an SVG avatar is refused before any upload', async ({ page, player }) => {
  await signIn(page, player);
  await page.goto('/#/userInfo');
  let uploads = 0;
  page.on('request', (r) => r.url().includes('/api/uploadimg') && uploads++);
  await page.getByTestId('avatar-input').setInputFiles({
    name: 'x.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.locator('[data-kind]').filter({ hasText: '头像仅支持 png、jpg、gif 格式' })).toBeVisible();
  expect(uploads).toBe(0);
});
