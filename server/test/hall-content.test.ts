/**
 * Help articles, the member inbox, banner fallbacks and the operator content commands.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { opsCli } from './ops-cli-support.ts';
import { BEIJING_TIME_RE, call, createTestApp, DEMO_PASSWORD, loginAs, registerUser, type TestApp } from './helpers.ts';
import { ops } from './money-helpers.ts';

describe('articles', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('/api/article answers the first published article of the category', async () => {
    for (const [type, name] of [
      [5, '规则条款'],
      [7, '关于我们'],
      [6, '隐私政策'],
    ] as const) {
      const r = await call(t.app, '/api/article', { token: null, body: { type } });
      assert.equal(r.body.code, 200);
      assert.equal(r.body.data.cateid, type);
      assert.equal(r.body.data.name, name);
      assert.match(r.body.data.content, /<p>/);
      assert.match(r.body.data.created_at, BEIJING_TIME_RE);
    }
  });

  it('an empty category answers data null; a bad type 1000 文章类型错误', async () => {
    const none = await call(t.app, '/api/article', { body: { type: 42 } });
    assert.equal(none.body.code, 200);
    assert.equal(none.body.data, null);
    const bad = await call(t.app, '/api/article', { body: { type: 'x' } });
    assert.equal(bad.body.code, 1000);
    assert.equal(bad.body.message, '文章类型错误');
  });

  it('/api/articleList lists one article per category, by category', async () => {
    const r = await call(t.app, '/api/articleList', { method: 'GET' });
    const cates = r.body.data.map((a: { cateid: number }) => a.cateid);
    assert.deepEqual(
      cates,
      [...cates].sort((a, b) => a - b),
    );
    assert.ok(cates.includes(5) && cates.includes(6));
    assert.equal(new Set(cates).size, cates.length);
  });
});

describe('inbox', () => {
  let t: TestApp;
  let demo: string;
  before(async () => {
    t = await createTestApp();
    demo = await loginAs(t.app, 'demo001', DEMO_PASSWORD);
  });
  after(async () => t.close());

  it('needs a member', async () => {
    for (const path of ['/api/message', '/api/showmessage', '/api/messageNum']) {
      assert.equal((await call(t.app, path, { token: null })).body.code, 401, path);
    }
  });

  it('lists the member own and broadcast messages with is_read and a 20-character desc', async () => {
    const r = await call(t.app, '/api/message', { token: demo, body: { page: 1 } });
    assert.equal(r.body.code, 200);
    assert.equal(r.body.data.total, 3);
    for (const m of r.body.data.data) {
      assert.equal(m.is_read, 0);
      assert.equal(m.desc, [...m.content].slice(0, 20).join(''));
      assert.match(m.created_at, BEIJING_TIME_RE);
    }
    // Someone else sees only the broadcast one.
    const other = await registerUser(t.app);
    const theirs = await call(t.app, '/api/message', { token: other.token, body: { page: 1 } });
    assert.equal(theirs.body.data.total, 1);
  });

  it('opening a message marks it read once; the unread count follows; others cannot open it', async () => {
    const before = (await call(t.app, '/api/messageNum', { token: demo })).body.data.count;
    assert.equal(before, 3);
    const list = (await call(t.app, '/api/message', { token: demo, body: { page: 1 } })).body.data.data;
    const own = list.find((m: { title: string }) => m.title === '首存礼金已到账');
    const opened = await call(t.app, '/api/showmessage', { token: demo, body: { id: own.id } });
    assert.equal(opened.body.data.is_read, 1);
    assert.equal(opened.body.data.content, own.content);
    await call(t.app, '/api/showmessage', { token: demo, body: { id: own.id } });
    assert.equal((await call(t.app, '/api/messageNum', { token: demo })).body.data.count, 2);

    const other = await registerUser(t.app);
    const refused = await call(t.app, '/api/showmessage', { token: other.token, body: { id: own.id } });
    assert.equal(refused.body.code, 404);
    assert.equal(refused.body.message, '消息不存在');
  });
});

describe('banners', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('every banner carries the same URL in src and pic', async () => {
    const r = await call(t.app, '/api/bannerList', { body: { type: 2 } });
    for (const b of r.body.data) assert.equal(b.pic, b.src);
  });

  it('with every banner withdrawn the list falls back to the shipped defaults, never []', async () => {
    const ids = (await t.db.query<{ id: number }>('SELECT id FROM banners')).map((r) => r.id);
    for (const id of ids) {
      const r = await call(t.app, `/admin/content/banners/${id}/withdraw`, { token: null, headers: ops, body: {} });
      assert.equal(r.body.code, 200, r.text);
    }
    const r = await call(t.app, '/api/bannerList', { body: { type: 2 } });
    assert.equal(r.body.data.length, 2);
    for (const b of r.body.data) {
      const image = await t.app.inject({ url: new URL(b.src).pathname });
      assert.equal(image.statusCode, 200);
    }
  });
});

describe('content operators (ops CLI over /admin)', () => {
  let t: TestApp;
  let base: string;
  const { lines, run } = opsCli(() => base);
  const idOf = () => Number(/id=(\d+)/.exec(lines.out.join('\n'))?.[1]);

  before(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => t.close());

  it('publishes a notice to the notice bar and withdraws it', async () => {
    assert.equal(await run(['notice', 'publish', '今晚系统升级', '23:00-24:00 暂停充值', '--home']), 0);
    const id = idOf();
    assert.equal((await call(t.app, '/api/homenotice')).body.data[0], '今晚系统升级');
    assert.equal(await run(['notice', 'withdraw', String(id)]), 0);
    assert.notEqual((await call(t.app, '/api/homenotice')).body.data[0], '今晚系统升级');
  });

  it('publishes a banner and an article; withdrawing an article empties its category', async () => {
    assert.equal(await run(['banner', 'publish', 'banners/banner3.svg', '新横幅', 'https://example.com/x']), 0);
    const banners = (await call(t.app, '/api/bannerList')).body.data;
    assert.ok(banners.some((b: { title: string; url?: string }) => b.title === '新横幅' && b.url));
    assert.equal(await run(['article', 'publish', '9', '新文章', '<p>正文</p>']), 0);
    const id = idOf();
    assert.equal((await call(t.app, '/api/article', { body: { type: 9 } })).body.data.name, '新文章');
    assert.equal(await run(['article', 'withdraw', String(id)]), 0);
    assert.equal((await call(t.app, '/api/article', { body: { type: 9 } })).body.data, null);
  });

  it('sends an inbox message to one member and to all', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const count = async (token: string) => (await call(t.app, '/api/messageNum', { token })).body.data.count;
    const [a0, b0] = [await count(a.token), await count(b.token)];
    assert.equal(await run(['message', 'send', a.name, '只给你', '你好']), 0);
    assert.equal(await count(a.token), a0 + 1);
    assert.equal(await count(b.token), b0);
    assert.equal(await run(['message', 'send', '--all', '给大家', '大家好']), 0);
    assert.equal(await count(a.token), a0 + 2);
    assert.equal(await count(b.token), b0 + 1);
  });

  it('clear errors: unknown member, missing fields, bad image path, unknown id', async () => {
    assert.equal(await run(['message', 'send', 'nobody999', 't', 'c']), 1);
    assert.match(lines.err.join('\n'), /404 会员不存在/);
    const missing = await call(t.app, '/admin/notices', { token: null, headers: ops, body: { title: 'x' } });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.message, '请填写内容');
    assert.equal(await run(['banner', 'publish', '../secret', 't']), 1);
    assert.match(lines.err.join('\n'), /图片应为 \/uploads\/ 下的路径/);
    assert.equal(await run(['notice', 'withdraw', '99999']), 1);
    assert.match(lines.err.join('\n'), /404 没有这条内容/);
    assert.equal(await run(['notice', 'withdraw', 'x']), 2);
    assert.equal(await run(['message', 'send', 'a']), 2);
  });
});

describe('app links (ops app-setting → /api/app)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('sets the download and discover links /api/app answers; refuses other keys and non-links', async () => {
    const set = (key: string, value: string) =>
      call(t.app, '/admin/app-settings', { token: null, headers: ops, body: { key, value } });
    assert.equal((await set('android_download_url', 'https://dl.example/tg.apk')).body.code, 200);
    assert.equal((await set('big_stage_url', 'https://stage.example/')).body.code, 200);
    const app = (await call(t.app, '/api/app')).body.data;
    assert.equal(app.android_download_url, 'https://dl.example/tg.apk');
    assert.equal(app.big_stage_url, 'https://stage.example/');
    assert.equal((await set('title', 'x')).status, 400);
    const bad = await set('ios_download_url', 'javascript:alert(1)');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, '链接应为 http(s) 地址');
    assert.equal((await set('big_stage_url', '')).body.code, 200);
    // Cleared on the demo site: its own demo page again (showcase.test.ts; the live site answers '').
    assert.match((await call(t.app, '/api/app')).body.data.big_stage_url, /\/showcase\/stage\.html$/);
  });
});
