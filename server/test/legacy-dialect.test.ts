/**
 * API_DIALECT=legacy (docs/API.md#legacy-dialect): only the legacy calls, in their exact case and
 * method; HTML 404/405 for everything else under /api/; the legacy CORS header set; the
 * extensions announced by the reference server only. Shapes and money quirks:
 * legacy-dialect-answers.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ALL_EXTENSIONS, EXTENSIONS, parseExtensions } from '../../contract/common/extensions.ts';
import { loadConfig } from '../src/config.ts';
import { dialectLine, startupRefusals } from '../src/site-mode.ts';
import { LEGACY_CALLS } from '../src/dialect/legacy/calls.ts';
import { call, createTestApp, DEMO_PASSWORD, loginAs, OPS_TOKEN, type TestApp } from './helpers.ts';
import { LIVE_ENV } from './live-env.ts';

/** Every call the reference server has that the legacy servers do not (docs/API.md#legacy-dialect). */
const REFERENCE_ONLY = [
  '/api/trial',
  '/api/articleList',
  '/api/messageNum',
  '/api/agentapply',
  '/api/feedback',
  '/api/inviteinfo',
  '/api/invitestats',
  '/api/invitegifts',
  '/api/invitefriends',
  '/api/activitydetail',
  '/api/doactivity',
  '/api/downlines',
  '/api/downlineTransfer',
  '/api/protectionLimits',
  '/api/protectionLimitSet',
  '/api/protectionLimitConfirm',
  '/api/protectionStatus',
  '/api/protectionExclusionRequest',
  '/api/protectionExclusionConfirm',
  '/api/protectionReopen',
  '/api/protectionSession',
];

const isHtml = (r: { status: number; headers: Record<string, unknown>; text: string }, status: number) => {
  assert.equal(r.status, status, r.text);
  assert.match(String(r.headers['content-type']), /^text\/html/);
  assert.match(r.text, new RegExp(`<div class="code">${status}</div>`));
};

describe('legacy dialect: configuration', () => {
  it('API_DIALECT is reference by default, legacy on demand, and anything else refuses to start', () => {
    assert.equal(loadConfig({}).apiDialect, 'reference');
    assert.equal(loadConfig({ API_DIALECT: 'legacy' }).apiDialect, 'legacy');
    assert.equal(loadConfig({ API_DIALECT: ' Reference ' }).apiDialect, 'reference');
    assert.throws(
      () => loadConfig({ API_DIALECT: 'laravel' }),
      /API_DIALECT must be "reference" or "legacy", got "laravel"/,
    );
    // No sandbox payment link in a legacy answer: the double has no sandbox payment page.
    assert.equal(loadConfig({}).sandboxPayments, true);
    assert.equal(loadConfig({ API_DIALECT: 'legacy' }).sandboxPayments, false);
    assert.match(dialectLine(loadConfig({ API_DIALECT: 'legacy' }))!, /^API_DIALECT=legacy/);
    assert.equal(dialectLine(loadConfig({})), null);
  });

  it('the live site refuses the legacy dialect (it ignores Idempotency-Key)', () => {
    const live = { ...LIVE_ENV };
    assert.deepEqual(startupRefusals(loadConfig(live), live), []);
    const legacy = { ...live, API_DIALECT: 'legacy' };
    const refusals = startupRefusals(loadConfig(legacy), legacy);
    assert.equal(refusals.length, 1);
    assert.match(refusals[0]!, /API_DIALECT=legacy is a demo-only switch \(the legacy dialect is a test double/);
  });
});

describe('legacy dialect: which calls answer', () => {
  let ref: TestApp;
  let leg: TestApp;
  let refToken: string;
  let legToken: string;
  before(async () => {
    ref = await createTestApp();
    leg = await createTestApp({ apiDialect: 'legacy', sandboxPayments: false });
    refToken = await loginAs(ref.app, 'demo001', DEMO_PASSWORD);
    legToken = await loginAs(leg.app, 'demo001', DEMO_PASSWORD);
  });
  after(async () => {
    await ref.close();
    await leg.close();
  });

  it('every reference-only call is an HTML 404 in legacy and answers in reference', async () => {
    for (const path of REFERENCE_ONLY) {
      isHtml(await call(leg.app, path, { token: legToken, body: {} }), 404);
      const answered = await call(ref.app, path, { token: refToken, body: {} });
      assert.equal(answered.status, 200, `${path}: ${answered.text}`);
      assert.equal(typeof answered.body.code, 'number', path);
    }
    // The gate closes exactly these of our routes: a new reference call must be listed here and in the docs.
    assert.deepEqual([...leg.app.legacyWithheldCalls!].sort(), [...REFERENCE_ONLY].sort());
  });

  it('every legacy call reaches its route with an allowed method (never a 404)', async () => {
    // A token of its own (/api/login keeps the others): /api/logoff is among the calls.
    const login = await call(leg.app, '/api/login', { body: { name: 'demo001', password: DEMO_PASSWORD } });
    const token = login.body.data.api_token as string;
    for (const [path, methods] of LEGACY_CALLS) {
      const method = methods === 'GET' ? 'GET' : 'POST';
      const r = await call(leg.app, path, { method, token, body: method === 'POST' ? {} : undefined });
      assert.notEqual(r.status, 404, `${method} ${path}: ${r.text}`);
      assert.notEqual(r.status, 405, `${method} ${path}: ${r.text}`);
    }
  });

  it('paths are case-sensitive: the lower-case noticelist and activityapplylog 404, as on the original', async () => {
    for (const path of [
      '/api/noticelist',
      '/api/activityapplylog',
      '/api/USER',
      '/api/Login_pc',
      '/api/getbetamount',
    ]) {
      isHtml(await call(leg.app, path, { token: legToken, body: {} }), 404);
    }
    for (const path of ['/api/noticeList', '/api/activityApplyLog']) {
      assert.equal((await call(leg.app, path, { token: legToken, body: { page: 1 } })).body.code, 200, path);
    }
    // The reference server matches in any case.
    assert.equal((await call(ref.app, '/api/noticelist', { token: refToken, body: { page: 1 } })).body.code, 200);
    // Unknown paths: HTML 404 (reference: the JSON envelope).
    isHtml(await call(leg.app, '/api/nothing-here', { body: {} }), 404);
    isHtml(await call(leg.app, '/api', { body: {} }), 404);
    const unknown = await call(ref.app, '/api/nothing-here', { body: {} });
    assert.deepEqual([unknown.status, unknown.body], [404, { code: 404, message: '接口不存在' }]);
  });

  it('methods are strict: a wrong one is an HTML 405 with Allow; GET-only, POST-only, ANY and lotteryRoom', async () => {
    const cases: [string, 'GET' | 'POST', string][] = [
      ['/api/user', 'GET', 'POST'],
      ['/api/app', 'GET', 'POST'],
      ['/api/lotteryList', 'GET', 'POST'],
      ['/api/game/list', 'POST', 'GET, HEAD'],
      ['/api/get_pay_way', 'POST', 'GET, HEAD'],
      ['/api/userredpacket', 'POST', 'GET, HEAD'],
    ];
    for (const [path, method, allow] of cases) {
      const r = await call(leg.app, path, { method, token: legToken, body: method === 'POST' ? {} : undefined });
      isHtml(r, 405);
      assert.equal(r.headers.allow, allow, path);
    }
    const put = await call(leg.app, '/api/homenotice', { method: 'PUT', body: {} });
    isHtml(put, 405);
    for (const method of ['GET', 'POST'] as const) {
      for (const path of ['/api/homenotice', '/api/getPayRange', '/api/lotteryRoom']) {
        const r = await call(leg.app, path, {
          method,
          token: legToken,
          query: path === '/api/lotteryRoom' && method === 'GET' ? { room_id: '11' } : undefined,
          body: method === 'POST' ? { type: 'bank', name: '1' } : undefined,
        });
        assert.equal(r.body?.code, 200, `${method} ${path}: ${r.text}`);
      }
    }
    // The reference server takes GET and POST on read calls.
    assert.equal((await call(ref.app, '/api/user', { method: 'GET', token: refToken })).body.code, 200);
  });

  it('401 stays HTTP 200 with body code 401', async () => {
    const r = await call(leg.app, '/api/user', { token: 'nope' });
    assert.deepEqual([r.status, r.body], [200, { code: 401, message: '认证失败' }]);
  });

  it('/api/app: extensions announced by the reference server only; the reference-only keys are gone in legacy', async () => {
    const refApp = (await call(ref.app, '/api/app')).body.data;
    const announced = parseExtensions(refApp.extensions);
    assert.deepEqual([...announced], [...ALL_EXTENSIONS]);
    const legApp = (await call(leg.app, '/api/app')).body.data;
    for (const key of [
      'extensions',
      'trial_enabled',
      'site_mode',
      'android_download_url',
      'big_stage_url',
      'sponsor_url_1',
      'sponsor_url_2',
      'vip_page_url',
    ]) {
      assert.ok(key in refApp, key);
      assert.ok(!(key in legApp), key);
    }
    assert.equal(legApp.title, refApp.title);
    assert.equal(legApp.site_state, '1');
  });

  it('the trial is not announced while it is off', async () => {
    const off = await createTestApp({ trialEnabled: false });
    try {
      const extensions = parseExtensions((await call(off.app, '/api/app')).body.data.extensions);
      assert.ok(!extensions.has(EXTENSIONS.trial));
      assert.ok(extensions.has(EXTENSIONS.articleList));
    } finally {
      await off.close();
    }
  });

  it('CORS: only the legacy header set, so a cross-origin preflight naming Idempotency-Key fails', async () => {
    const preflight = (t: TestApp) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/transfer',
        headers: {
          origin: 'https://cdn.example.com',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,idempotency-key',
        },
      });
    const legacy = await preflight(leg);
    const allowed = String(legacy.headers['access-control-allow-headers']).split(/, */);
    // Written out, not imported: this is what a legacy server sends, whatever the constant says.
    assert.deepEqual(allowed, [
      'Origin',
      'Content-Type',
      'Cookie',
      'X-CSRF-TOKEN',
      'Accept',
      'Authorization',
      'X-XSRF-TOKEN',
      'Lang',
      'Accept-Language',
    ]);
    assert.ok(!allowed.map((h) => h.toLowerCase()).includes('idempotency-key'));
    assert.equal(legacy.headers['access-control-allow-origin'], 'https://cdn.example.com');
    const reference = await preflight(ref);
    assert.match(String(reference.headers['access-control-allow-headers']), /Idempotency-Key/);
    // Nothing exposed in legacy; Idempotent-Replayed in reference.
    const headers = { origin: 'https://cdn.example.com' };
    assert.equal((await call(leg.app, '/api/app', { headers })).headers['access-control-expose-headers'], undefined);
    assert.equal(
      (await call(ref.app, '/api/app', { headers })).headers['access-control-expose-headers'],
      'Idempotent-Replayed',
    );
    // A refused path still carries the CORS headers, as the legacy middleware's did.
    const missing = await call(leg.app, '/api/trial', { headers, body: {} });
    assert.equal(missing.headers['access-control-allow-origin'], 'https://cdn.example.com');
  });

  it('the operator API stays: /admin answers in legacy (with its Idempotency-Key)', async () => {
    const site = await call(leg.app, '/admin/site', { method: 'GET', token: OPS_TOKEN });
    assert.equal(site.body.code, 200, site.text);
    const key = { 'idempotency-key': 'legacy-admin-credit-1' };
    const body = { username: 'demo001', amount: '1.00' };
    const first = await call(leg.app, '/admin/credit', { token: OPS_TOKEN, headers: key, body });
    const again = await call(leg.app, '/admin/credit', { token: OPS_TOKEN, headers: key, body });
    assert.equal(first.body.data.replayed, false, first.text);
    assert.equal(again.body.data.replayed, true, again.text);
  });
});
