/**
 * Site and content calls, and the protocol rules every call shares (docs/API.md#envelope).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BEIJING_TIME_RE, call, createTestApp, DEMO_PASSWORD, loginAs, OPS_TOKEN, type TestApp } from './helpers.ts';

describe('site and content', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await createTestApp();
    token = await loginAs(t.app, 'demo001', DEMO_PASSWORD);
  });
  after(async () => t.close());

  it('/api/app answers every value as a string', async () => {
    const r = await call(t.app, '/api/app', { token: null });
    assert.equal(r.body.code, 200);
    const d = r.body.data;
    for (const [key, value] of Object.entries(d)) assert.equal(typeof value, 'string', key);
    assert.equal(d.title, 'TG娱乐城');
    assert.equal(d.site_state, '1');
    assert.equal(d.index_modal, '1');
    assert.ok(d.repair_tips.length > 0);
    assert.match(d.webcontent, /<p>/);
    assert.equal(d.site_logo, 'http://localhost/uploads/images/logo.svg');
    for (const key of ['redpacket_switch', 'trial_enabled', 'fanshui']) assert.ok(key in d, key);
  });

  it('absolute URLs follow the request host', async () => {
    const r = await call(t.app, '/api/app', { headers: { host: 'm.example.com:8080' } });
    assert.equal(r.body.data.site_logo, 'http://m.example.com:8080/uploads/images/logo.svg');
  });

  it('/api/bannerList gives the 6 demo banners with absolute URLs the server serves', async () => {
    const r = await call(t.app, '/api/bannerList', { body: { type: 2 } });
    assert.equal(r.body.data.length, 6);
    for (const banner of r.body.data) {
      assert.match(banner.src, /^http:\/\/localhost\/uploads\/banners\/banner\d\.svg$/);
      assert.ok(banner.background && banner.title);
      const image = await t.app.inject({ url: new URL(banner.src).pathname });
      assert.equal(image.statusCode, 200);
      assert.match(String(image.headers['content-type']), /image\/svg\+xml/);
    }
  });

  it('/api/homenotice gives up to three strings, newest first', async () => {
    const r = await call(t.app, '/api/homenotice');
    assert.equal(r.body.data.length, 3);
    for (const item of r.body.data) assert.equal(typeof item, 'string');
    assert.match(r.body.data[0], /欢迎来到TG娱乐城/);
  });

  it('/api/noticeList is a paginator of notices, newest first, sized by limit', async () => {
    const r = await call(t.app, '/api/noticeList', { token, body: { page: 1, limit: 4 } });
    const p = r.body.data;
    assert.equal(p.current_page, 1);
    assert.equal(p.per_page, 4);
    assert.equal(p.total, 6);
    assert.equal(p.last_page, 2);
    assert.equal(p.from, 1);
    assert.equal(p.to, 4);
    assert.equal(p.prev_page_url, null);
    assert.equal(p.next_page_url, 'http://localhost/api/noticeList?page=2');
    assert.equal(p.path, 'http://localhost/api/noticeList');
    for (const row of p.data) {
      assert.deepEqual(Object.keys(row).sort(), ['content', 'created_at', 'id', 'title', 'type', 'updated_at']);
      assert.match(row.created_at, BEIJING_TIME_RE);
      assert.match(row.updated_at, BEIJING_TIME_RE);
    }
    const times = p.data.map((row: { created_at: string }) => row.created_at);
    assert.deepEqual([...times].sort().reverse(), times);
    const page2 = await call(t.app, '/api/noticelist', { token, method: 'GET', query: { page: '2', limit: '4' } });
    assert.equal(page2.body.data.data.length, 2);
    assert.equal(page2.body.data.from, 5);
    const beyond = await call(t.app, '/api/noticeList', { token, body: { page: 9 } });
    assert.deepEqual([beyond.body.data.data, beyond.body.data.from, beyond.body.data.to], [[], null, null]);
  });

  it('/api/game/list covers every category, keeps app_state 0 rows for the client to filter', async () => {
    const r = await call(t.app, '/api/game/list', { method: 'GET', query: { category_id: '' } });
    const rows = r.body.data as Record<string, unknown>[];
    const categories = new Set(rows.map((g) => g.category_id));
    for (const c of ['realbet', 'joker', 'gaming', 'sport', 'lottery', 'concise', 'fishing'])
      assert.ok(categories.has(c), c);
    const byName = new Map(rows.map((g) => [g.platform_name, g]));
    for (const p of ['pc28', 'hk6', 'ag', 'bg', 'obgdy', 'fgdz', 'pp', 'ae']) assert.ok(byName.has(p), p);
    assert.equal(rows.filter((g) => g.category_id === 'realbet').length, 2);
    assert.equal(byName.get('pg')!.app_state, 0);
    for (const g of rows) {
      assert.equal(typeof g.name, 'string');
      assert.equal(typeof g.game_code, 'string');
      assert.match(String(g.mobile_img), /^http:\/\/localhost\/uploads\/games\/.+\.svg$/);
      assert.equal(g.api_logo_img, g.mobile_img);
    }
    const lottery = await call(t.app, '/api/game/list', { method: 'GET', query: { category: 'lottery' } });
    // One tile per seeded lottery (the room popup asks /api/lotteryRoom by the tile's name).
    assert.deepEqual(
      lottery.body.data.map((g: { platform_name: string; name: string }) => [g.platform_name, g.name]),
      [
        ['pc28', '加拿大28'],
        ['hk6', '香港六合彩'],
        ['bj28', '北京28'],
        ['am6', '澳门六合彩'],
      ],
    );
  });

  it('service, agent and visit URLs never send the client elsewhere', async () => {
    const service = await call(t.app, '/api/getservicerurl');
    assert.deepEqual(service.body.data, { url: 'http://localhost/support/', domain: 'http://localhost' });
    const page = await t.app.inject({ url: '/support/' });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /在线客服/);
    const agent = await call(t.app, '/api/getAgentLoginUrl', { method: 'GET' });
    assert.equal(agent.body.data.url, 'http://localhost/support/agent.html');
    assert.equal((await t.app.inject({ url: '/support/agent.html' })).statusCode, 200);
    const visit = await call(t.app, '/api/getVisitUrl', { method: 'GET' });
    assert.deepEqual(visit.body, { code: 500, message: 'wap', data: [] });
  });
});

describe('protocol rules', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ agentLoginUrl: 'https://agent.example.com/login' })));
  after(async () => t.close());

  it('AGENT_LOGIN_URL is used when set', async () => {
    assert.equal((await call(t.app, '/api/getAgentLoginUrl')).body.data.url, 'https://agent.example.com/login');
  });

  it('matches paths case-insensitively', async () => {
    for (const path of ['/api/noticelist', '/API/APP', '/api/BannerList', '/api/GAME/LIST']) {
      const r = await call(t.app, path, { method: path.includes('GAME') ? 'GET' : 'POST' });
      assert.notEqual(r.status, 404, path);
      assert.ok([200, 401].includes(r.body.code), path);
    }
  });

  it('accepts GET and POST on read calls, params from query or body', async () => {
    for (const path of [
      '/api/app',
      '/api/bannerList',
      '/api/homenotice',
      '/api/game/list',
      '/api/getservicerurl',
      '/api/getAgentLoginUrl',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        assert.equal((await call(t.app, path, { method })).body.code, 200, `${method} ${path}`);
      }
    }
    const q = await call(t.app, '/api/game/list', { method: 'POST', query: { category: 'sport' } });
    assert.ok(q.body.data.every((g: { category_id: string }) => g.category_id === 'sport'));
  });

  it('tolerates an empty body with Content-Type: application/json', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/app',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    assert.equal(r.statusCode, 200);
    assert.equal(r.json().code, 200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login_pc',
      headers: { 'content-type': 'application/json;charset=UTF-8' },
    });
    assert.deepEqual(login.json(), { code: 1000, message: '用户名不能为空' });
  });

  it('reads form posts too, and answers malformed JSON with an envelope', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/login_pc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `name=demo001&password=${DEMO_PASSWORD}`,
    });
    assert.equal(form.json().code, 200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login_pc',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().code, 400);
  });

  it('answers an unknown API path with a JSON 404 envelope', async () => {
    for (const [method, url] of [
      ['POST', '/api/no-such-call'],
      ['GET', '/api/nothing/here'],
      ['GET', '/admin/nothing'],
    ] as const) {
      const r = await t.app.inject({ method, url, headers: { authorization: 'Bearer test-ops-token-0123456789' } });
      assert.equal(r.statusCode, 404, url);
      assert.deepEqual(r.json(), { code: 404, message: '接口不存在' }, url);
      assert.equal(r.headers['cache-control'], 'no-store');
    }
  });

  it('marks every API answer Cache-Control: no-store', async () => {
    for (const path of ['/api/app', '/api/user', '/api/getVisitUrl', '/api/login_pc']) {
      assert.equal((await call(t.app, path)).headers['cache-control'], 'no-store', path);
    }
  });

  it('answers CORS as the legacy middleware: origin reflected, Authorization allowed', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user',
      headers: {
        origin: 'https://m.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    assert.ok(preflight.statusCode < 300);
    assert.equal(preflight.headers['access-control-allow-origin'], 'https://m.example.com');
    assert.equal(preflight.headers['access-control-allow-credentials'], 'true');
    assert.match(String(preflight.headers['access-control-allow-headers']), /Authorization/);
    assert.match(String(preflight.headers['access-control-allow-methods']), /POST/);
    const simple = await call(t.app, '/api/app', { headers: { origin: 'https://other.example' } });
    assert.equal(simple.headers['access-control-allow-origin'], 'https://other.example');
    assert.equal(simple.headers['access-control-allow-credentials'], 'true');
    assert.match(String(simple.headers.vary), /Origin/);
  });

  it('sends no CORS headers to a request without an Origin (same-origin pages, their files)', async () => {
    const answer = await call(t.app, '/api/app');
    const corsHeaders = Object.keys(answer.headers).filter((h) => h.startsWith('access-control-'));
    assert.deepEqual(corsHeaders, []);
    // The answer still depends on Origin, so shared caches must key on it.
    assert.match(String(answer.headers.vary), /Origin/);
  });

  it('never mass-assigns: unknown body keys are ignored', async () => {
    const name = `mass${Date.now().toString(36).slice(-6)}`;
    const r = await call(t.app, '/api/register', {
      body: {
        name,
        password: 'secret123',
        confirmPass: 'secret123',
        vip: 10,
        is_trial: false,
        status: 1,
        isagent: 1,
        paysum: 999999,
      },
    });
    const me = await call(t.app, '/api/user', { token: r.body.data.api_token });
    assert.deepEqual([me.body.data.vip, me.body.data.isagent, me.body.data.paysum], [1, 0, '0.00']);
  });
});

describe('server-supplied HTML', () => {
  it('notices, articles, inbox messages and the home popup are served sanitised, whatever was stored', async (test) => {
    const evil =
      '<p onclick="x()">好<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链</a></p>';
    const clean = (html: string) => {
      assert.doesNotMatch(html, /<script|onerror|onclick|javascript:/i, html);
      assert.match(html, /好/);
    };
    // An app of its own: the notices added here would shift the other tests' lists.
    const own = await createTestApp();
    test.after(() => own.close());
    const token = await loginAs(own.app, 'demo001', DEMO_PASSWORD);
    const admin = (url: string, body: Record<string, unknown>) => call(own.app, url, { token: OPS_TOKEN, body });
    assert.equal((await admin('/admin/notices', { title: '通知XSS', content: evil })).body.code, 200);
    assert.equal((await admin('/admin/messages', { all: true, title: '信XSS', content: evil })).body.code, 200);
    const [stored] = await own.db.query<{ content: string }>(`SELECT content FROM notices WHERE title = '通知XSS'`);
    clean(stored!.content);
    // Rows written before, or straight into the database, are served safe too.
    await own.db.query(`INSERT INTO notices (type, title, content) VALUES (3, '旧通知', $1)`, [evil]);
    await own.db.query(`UPDATE articles SET content = $1 WHERE cateid = 1`, [evil]);
    await own.db.query(`UPDATE site_settings SET value = $1 WHERE key = 'webcontent'`, [evil]);
    const list = await call(own.app, '/api/noticeList', { token, body: { page: 1, limit: 10 } });
    const notices = list.body.data.data;
    for (const title of ['通知XSS', '旧通知']) clean(notices.find((n: { title: string }) => n.title === title).content);
    clean((await call(own.app, '/api/article', { body: { type: 1 } })).body.data.content);
    clean((await call(own.app, '/api/app')).body.data.webcontent);
    const inbox = (await call(own.app, '/api/message', { token, body: { page: 1 } })).body.data.data;
    const letter = inbox.find((m: { title: string }) => m.title === '信XSS');
    clean(letter.content);
    assert.equal(letter.desc, '好链');
  });
});
