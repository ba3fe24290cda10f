/**
 * The discover page's framed links (大舞台, the two sponsor pages): the operator sets them with
 * app-setting and /api/app answers them; the demo site falls back to its own demo pages, which it
 * serves as plain, script-free documents only its own origin may frame; the live site has neither.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { ops } from './money-helpers.ts';

const PAGES = {
  big_stage_url: '/showcase/stage.html',
  sponsor_url_1: '/showcase/sponsor-1.html',
  sponsor_url_2: '/showcase/sponsor-2.html',
} as const;
const STYLESHEET = '/showcase/showcase.css';

const appInfo = async (t: TestApp) => (await call(t.app, '/api/app')).body.data as Record<string, string>;
const setLink = (t: TestApp, key: string, value: string) =>
  call(t.app, '/admin/app-settings', { token: null, headers: ops, body: { key, value } });

describe('showcase links on the demo site', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('/api/app answers the demo pages while the operator has set none', async () => {
    const app = await appInfo(t);
    for (const [key, path] of Object.entries(PAGES)) {
      assert.match(app[key]!, /^https?:\/\//, key);
      assert.equal(new URL(app[key]!).pathname, path, key);
    }
  });

  it('serves each demo page: Chinese HTML, no script, frameable by this origin only, revalidated', async () => {
    for (const path of Object.values(PAGES)) {
      const r = await t.app.inject({ method: 'GET', url: path });
      assert.equal(r.statusCode, 200, path);
      assert.match(String(r.headers['content-type']), /^text\/html/, path);
      assert.match(r.body, /<html lang="zh-CN">/, path);
      assert.match(r.body, /演示内容/, path);
      assert.doesNotMatch(r.body, /<script|https?:\/\/|\son\w+\s*=/i, path);
      assert.match(String(r.headers['content-security-policy']), /frame-ancestors 'self'/, path);
      assert.match(String(r.headers['content-security-policy']), /script-src 'self'/, path);
      assert.equal(r.headers['x-frame-options'], 'SAMEORIGIN', path);
      assert.equal(r.headers['cache-control'], 'no-cache', path);
    }
    assert.equal((await t.app.inject({ method: 'GET', url: '/showcase/../config.ts' })).statusCode, 404);
  });

  it('the pages share one stylesheet beside them, which their CSP lets load and which is served as CSS', async () => {
    for (const path of Object.values(PAGES)) {
      const r = await t.app.inject({ method: 'GET', url: path });
      assert.match(r.body, /<link rel="stylesheet" href="showcase\.css">/, path);
      assert.doesNotMatch(r.body, /<style/, path);
      const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(String(r.headers['content-security-policy']))?.[1] ?? '';
      assert.ok(styleSrc.split(' ').includes("'self'"), `${path}: style-src ${styleSrc}`);
    }
    const css = await t.app.inject({ method: 'GET', url: STYLESHEET });
    assert.equal(css.statusCode, 200);
    // nosniff: a browser applies a stylesheet only when it is sent as text/css.
    assert.match(String(css.headers['content-type']), /^text\/css/);
    assert.equal(css.headers['x-content-type-options'], 'nosniff');
    assert.equal(css.headers['cache-control'], 'no-cache');
    assert.match(css.body, /\.hero\s*\{/);
  });

  it('an operator link wins; clearing it brings the demo page back', async () => {
    assert.equal((await setLink(t, 'sponsor_url_1', 'https://club.example/tg')).body.code, 200);
    assert.equal((await setLink(t, 'big_stage_url', 'https://stage.example/')).body.code, 200);
    let app = await appInfo(t);
    assert.equal(app.sponsor_url_1, 'https://club.example/tg');
    assert.equal(app.big_stage_url, 'https://stage.example/');
    assert.equal(new URL(app.sponsor_url_2!).pathname, PAGES.sponsor_url_2);
    await setLink(t, 'sponsor_url_1', '');
    await setLink(t, 'big_stage_url', '');
    app = await appInfo(t);
    assert.equal(new URL(app.sponsor_url_1!).pathname, PAGES.sponsor_url_1);
    assert.equal(new URL(app.big_stage_url!).pathname, PAGES.big_stage_url);
  });

  it('app-setting takes sponsor_url_1 and sponsor_url_2 as http(s) links only', async () => {
    for (const key of ['sponsor_url_1', 'sponsor_url_2']) {
      const bad = await setLink(t, key, 'javascript:alert(1)');
      assert.equal(bad.status, 400, key);
      assert.equal(bad.body.message, '链接应为 http(s) 地址');
    }
    assert.equal((await setLink(t, 'sponsor_url_3', 'https://x.example/')).status, 400);
  });
});

describe('showcase links on the live site', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ siteMode: 'live' });
  });
  after(async () => t.close());

  it('unset links are empty (the app hides those entries) and the demo pages are not served', async () => {
    const app = await appInfo(t);
    for (const key of Object.keys(PAGES)) assert.equal(app[key], '', key);
    for (const path of [...Object.values(PAGES), STYLESHEET])
      assert.notEqual((await t.app.inject({ method: 'GET', url: path })).statusCode, 200, path);
  });

  it("answers the operator's links", async () => {
    await setLink(t, 'big_stage_url', 'https://stage.example/live');
    await setLink(t, 'sponsor_url_2', 'https://esports.example/');
    const app = await appInfo(t);
    assert.equal(app.big_stage_url, 'https://stage.example/live');
    assert.equal(app.sponsor_url_2, 'https://esports.example/');
    assert.equal(app.sponsor_url_1, '');
  });
});
