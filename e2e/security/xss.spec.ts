/**
 * Script payloads in every user- or operator-controlled string the app shows (the announcement
 * HTML, home notices, member names, room chat) never run. The payloads set window.__xss or open a
 * dialog if they ever execute; the page must end with neither. Server answers are rewritten in
 * flight for the strings a player cannot set; chat goes through the real socket.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { signIn } from '../support/users';

const PAYLOADS = [
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<script>window.__xss=(window.__xss||0)+1</script>',
  '<svg onload="window.__xss=(window.__xss||0)+1"></svg>',
  '"><img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<a href="javascript:window.__xss=(window.__xss||0)+1" id="xss-link">点我</a>',
  '<iframe srcdoc="<script>parent.__xss=(parent.__xss||0)+1</script>"></iframe>',
];
const ALL = PAYLOADS.join(' ');

/** Rewrites the `data` of one API answer. */
type Data = Record<string, unknown>;

async function rewrite(page: Page, path: string, change: (data: Data) => unknown): Promise<void> {
  await page.route(`**${path}*`, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Data };
    await route.fulfill({ response, json: { ...body, data: change(body.data) } });
  });
}

async function watchForExecution(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

async function executed(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __xss?: number }).__xss);
}

test('the announcement HTML, home notices and member names never run a script', async ({ page, player }) => {
  const dialogs = await watchForExecution(page);
  await rewrite(page, '/api/app', (data) => ({
    ...data,
    index_modal: '1',
    webcontent: `<p>公告</p>${ALL}`,
    title: ALL,
  }));
  await rewrite(page, '/api/homenotice', () => [ALL, `通知 ${PAYLOADS[0]}`]);
  await rewrite(page, '/api/user', (data) => ({ ...data, realname: ALL, nickname: ALL }));
  await signIn(page, player);
  await page.goto('/#/');
  // The announcement popup shows the sanitised HTML (the text survives, the handlers do not).
  await expect(page.getByText('公告').first()).toBeVisible();
  await page.waitForTimeout(500);
  const link = page.locator('#xss-link');
  if ((await link.count()) > 0) await link.first().click({ force: true });
  await page.goto('/#/mine');
  await expect(page.getByText(player.username).first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(await executed(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('chat messages with script payloads are shown as text and never run', async ({ page, player }) => {
  const dialogs = await watchForExecution(page);
  await signIn(page, player);
  await page.goto('/#/lottery?room_id=11');
  await expect(page.getByTestId('chat-status')).toHaveCount(0, { timeout: 15_000 });
  for (const payload of PAYLOADS.slice(0, 3)) {
    await page.getByTestId('chat-input').fill(payload);
    await page.getByTestId('chat-send').click();
    await expect(page.getByText(payload).first()).toBeVisible();
  }
  await page.waitForTimeout(500);
  expect(await executed(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
