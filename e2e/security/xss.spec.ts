/**
 * Script payloads in every user- or operator-controlled string the app shows (the announcement
 * HTML, home notices, member names, room chat, activity content and memo, help articles, inbox
 * messages, the member's own profile) never run. The payloads set window.__xss or open a dialog
 * if they ever execute; the page must end with neither. Operator content is created through the
 * operator API; answers are rewritten in flight where the server would not store a payload (it
 * cleans activity HTML and refuses a bad e-mail on write), so the raw payload still reaches the
 * app as a legacy server could send it; chat goes through the real socket.
 */
import type { Page, Route } from '@playwright/test';
import { apiPost } from '../support/api';
import { skipSystemPopup } from '../support/app';
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
  // The link stays (its text is allowed), without its javascript: href and its id (not allowlisted).
  const link = page.getByRole('dialog').locator('a', { hasText: '点我' });
  await expect(link).toBeAttached();
  await expect(link).not.toHaveAttribute('href');
  await expect(link).not.toHaveAttribute('id');
  await link.click({ force: true });
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

interface Created {
  data: { id: number };
}

test('activity content and memo show their safe HTML and never run a script', async ({ page, player, ops }) => {
  const dialogs = await watchForExecution(page);
  const created = await ops.post<Created>('/activities', {
    type: 1,
    title: `活动标题 ${PAYLOADS[0]}`,
    content: `<p>活动正文</p>${ALL}`,
    memo: `<p>领取须知</p>${ALL}`,
  });
  const id = created.data.id;
  await ops.post(`/activities/${id}/publish`);
  // The server cleans activity HTML when it stores it; the raw payloads are added back in flight.
  await rewrite(page, '/api/activitydeatil', (data) => ({
    ...data,
    content: `${String(data.content)}${ALL}`,
    memo: `${String(data.memo)}${ALL}`,
  }));
  await skipSystemPopup(page);
  await signIn(page, player);
  await page.goto(`/#/activityInfo?id=${id}`);
  await expect(page.getByText('活动正文')).toBeVisible();
  await expect(page.getByText('领取须知')).toBeVisible();
  const link = page.locator('a', { hasText: '点我' }).first();
  await expect(link).toBeAttached();
  await expect(link).not.toHaveAttribute('href');
  await link.click({ force: true });
  await page.waitForTimeout(500);
  expect(await executed(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('a help article with script payloads shows its text and never runs them', async ({ page, ops }) => {
  const dialogs = await watchForExecution(page);
  // A category of its own, so the help centre's own articles stay as they are.
  await ops.post('/articles', { cateid: 97, name: `帮助文章 ${PAYLOADS[0]}`, content: `<h3>帮助正文</h3>${ALL}` });
  await skipSystemPopup(page);
  await page.goto('/#/boutBallBetInfo?type=97');
  const article = page.getByTestId('article');
  await expect(article.getByRole('heading', { name: '帮助正文' })).toBeVisible();
  const link = article.locator('a', { hasText: '点我' });
  await expect(link).toBeAttached();
  await expect(link).not.toHaveAttribute('href');
  await link.click({ force: true });
  await page.waitForTimeout(500);
  expect(await executed(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('an inbox message with script payloads is shown as text and never runs', async ({ page, player, ops }) => {
  const dialogs = await watchForExecution(page);
  await ops.post('/messages', { username: player.username, title: `站内信标题 ${PAYLOADS[1]}`, content: ALL });
  // Our server cleans the stored body (older clients render it raw): put the raw payload back, as a
  // legacy server could send it.
  await rewrite(page, '/api/message', (data) =>
    // The pattern also matches /api/messageNum, whose data is no page.
    Array.isArray(data.data)
      ? {
          ...data,
          data: data.data.map((m: Data) => (String(m.title).startsWith('站内信标题') ? { ...m, content: ALL } : m)),
        }
      : data,
  );
  await skipSystemPopup(page);
  await signIn(page, player);
  await page.goto('/#/message?type=2');
  await page.getByRole('button', { name: /站内信标题/ }).click();
  const full = page.getByTestId('message-full');
  await expect(full).toContainText(PAYLOADS[0]!);
  await expect(full).toContainText(PAYLOADS[1]!);
  await page.waitForTimeout(500);
  expect(await executed(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('profile fields with script payloads are shown as text, never run, and the server refuses them', async ({
  page,
  player,
  request,
}) => {
  const dialogs = await watchForExecution(page);
  // The update call refuses a payload e-mail, so it can only arrive from the server's answer.
  const refused = await apiPost(
    request,
    '/api/updateuserinfo',
    { mobile: '', email: PAYLOADS[0], birthday: '' },
    player.token,
  );
  expect(refused.message).toBe('请输入正确邮箱号');
  await rewrite(page, '/api/user', (data) => ({
    ...data,
    realname: ALL,
    nickname: ALL,
    email: PAYLOADS[0],
    mobile: PAYLOADS[1],
  }));
  await skipSystemPopup(page);
  await signIn(page, player);
  await page.goto('/#/userInfo');
  await expect(page.getByLabel('邮箱')).toHaveValue(PAYLOADS[0]!);
  await expect(page.getByLabel('真实姓名')).toHaveValue(ALL);
  await expect(page.getByLabel('手机号')).toHaveValue(PAYLOADS[1]!);
  // Saving the payload back is refused before it leaves the app.
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('[data-kind]').filter({ hasText: /请输入正确(手机号|邮箱号)/ })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await executed(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
