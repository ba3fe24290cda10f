/**
 * English answers (docs/API.md#language): an Accept-Language that prefers English gets the
 * envelope's `message` in English (validation, refusals with their values, money errors, 401 and
 * 404, operator refusals); Chinese otherwise; an unknown message (an operator's maintenance notice) as it is; every
 * envelope answer varies on the header; the legacy dialect answers Chinese only.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { OPS_REFUSALS } from '../../contract/ops/messages.ts';
import { preferredLanguage } from '../src/http/language.ts';
import { call, createTestApp, type CallOptions, type TestApp } from './helpers.ts';
import { bindUsdt, newMember, ops } from './money-helpers.ts';

const EN = { 'accept-language': 'en-US,en;q=0.9,zh-CN;q=0.8' };
const BEIJING = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} \\(Beijing time\\)';

const varies = (headers: Record<string, unknown>) => /\baccept-language\b/i.test(String(headers.vary ?? ''));

describe('Accept-Language: which language a request prefers', () => {
  it('reads q-values, ties and wildcards', () => {
    const cases: [string | undefined, 'en' | 'zh'][] = [
      [undefined, 'zh'],
      ['', 'zh'],
      ['en', 'en'],
      ['en-US', 'en'],
      ['EN-gb', 'en'],
      ['zh-CN', 'zh'],
      ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
      ['en;q=0.8,zh;q=0.9', 'zh'],
      ['zh;q=0.5,en;q=0.9', 'en'],
      ['en,zh', 'en'],
      ['zh,en', 'zh'],
      ['fr-FR,fr;q=0.9,en;q=0.5', 'en'],
      ['fr', 'zh'],
      ['*', 'zh'],
      ['en;q=0', 'zh'],
      ['en;q=abc,zh;q=0.1', 'zh'],
      ['en;q=1.0', 'en'],
      ['english', 'zh'],
    ];
    for (const [header, expected] of cases) assert.equal(preferredLanguage(header), expected, String(header));
  });
});

describe('Accept-Language: English answers', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  const en = (url: string, options: CallOptions = {}) =>
    call(t.app, url, { ...options, headers: { ...EN, ...options.headers } });

  it('a validation message (a login with an empty name) in English, varying on the header', async () => {
    const r = await en('/api/login_pc', { token: null, body: { name: '', password: 'secret123' } });
    assert.deepEqual([r.body.code, r.body.message], [1000, 'Username cannot be empty']);
    assert.ok(varies(r.headers), String(r.headers.vary));
  });

  it('Chinese for zh-CN and for no header, with the same Vary', async () => {
    const body = { name: '', password: 'secret123' };
    const zh = await call(t.app, '/api/login_pc', { token: null, body, headers: { 'accept-language': 'zh-CN' } });
    const none = await call(t.app, '/api/login_pc', { token: null, body });
    for (const r of [zh, none]) {
      assert.deepEqual([r.body.code, r.body.message], [1000, '用户名不能为空']);
      assert.ok(varies(r.headers));
    }
  });

  it('a refusal naming its values: the withdrawal minimum', async () => {
    const m = await newMember(t.app, { fund: '500.00' });
    const card = await bindUsdt(t.app, m);
    const r = await en('/api/withdraw', {
      token: m.token,
      body: { amount: '99.99', bank: card, password: m.payPassword },
    });
    assert.deepEqual([r.body.code, r.body.message], [214, 'The minimum withdrawal is ¥100']);
  });

  it('a protection limit refusal names the limit and the Beijing time', async () => {
    const m = await newMember(t.app);
    const set = await en('/api/protectionLimitSet', {
      token: m.token,
      body: { kind: 'deposit', period: '24h', amount: '1000' },
    });
    assert.deepEqual([set.body.code, set.body.message], [200, 'Limit applied']);
    const recharge = (amount: string) => en('/api/recharge', { token: m.token, body: { paytype: 'alipay', amount } });
    assert.equal((await recharge('600')).body.code, 200);
    const reached = await recharge('500');
    assert.equal(reached.body.code, 500);
    assert.match(
      reached.body.message,
      new RegExp(`^You have reached your 24-hour deposit limit of ¥1000\\.00; try again after ${BEIJING}$`),
    );
    const over = await recharge('1000.01');
    assert.equal(over.body.message, 'This amount is over your 24-hour deposit limit of ¥1000.00');
  });

  it('money errors: a transfer above the balance, a malformed idempotency key', async () => {
    const m = await newMember(t.app);
    const body = { amount: '10', sourcetype: 'userbalance', targettype: 'ag' };
    const poor = await en('/api/transfer', { token: m.token, body });
    assert.equal(poor.body.message, 'The amount exceeds your balance');
    const badKey = await en('/api/transfer', { token: m.token, body, headers: { 'idempotency-key': 'bad key!' } });
    assert.deepEqual(
      [badKey.body.code, badKey.body.message],
      [1000, 'Invalid request ID, please refresh and try again'],
    );
  });

  it('401 and 404 answers', async () => {
    const anonymous = await en('/api/user', { token: 'not-a-token' });
    assert.deepEqual([anonymous.body.code, anonymous.body.message], [401, 'Authentication failed']);
    const missing = await en('/api/no-such-call');
    assert.deepEqual([missing.status, missing.body.message], [404, 'No such API']);
    assert.ok(varies(missing.headers));
  });

  it('a success message, and data left as it is', async () => {
    const m = await newMember(t.app);
    const r = await en('/api/refreshusermoney', { token: m.token });
    assert.deepEqual([r.body.code, r.body.message], [200, 'Refreshed']);
    assert.equal(r.body.data.username, m.name);
  });

  it('an operator refusal (/admin) in English, and in Chinese without the header', async () => {
    const rotate = (headers: Record<string, string>) =>
      call(t.app, '/admin/operators/rotate', {
        token: null,
        headers: { ...ops, ...headers },
        body: { name: 'nobody' },
      });
    const english = await rotate(EN);
    assert.deepEqual([english.status, english.body.message], [404, 'No active operator "nobody"']);
    assert.ok(varies(english.headers));
    const chinese = await rotate({});
    assert.deepEqual([chinese.status, chinese.body.message], [404, OPS_REFUSALS.noOperator('nobody')]);
    const stray = await call(t.app, '/admin/operators/rotate', {
      token: null,
      headers: { ...ops, ...EN },
      body: { name: 'nobody', colour: 'red' },
    });
    assert.deepEqual([stray.status, stray.body.message], [400, 'Unsupported parameter: colour']);
  });

  it('a message the table does not know (an operator’s maintenance notice) stays Chinese', async () => {
    const tips = '今晚十点维护一小时';
    const site = (body: Record<string, unknown>) => call(t.app, '/admin/site', { token: null, headers: ops, body });
    assert.equal((await site({ state: 'maintenance', repair_tips: tips })).body.code, 200);
    try {
      const m = await en('/api/balance', { token: 'whatever' });
      assert.deepEqual([m.body.code, m.body.message], [500, tips]);
      assert.ok(varies(m.headers));
    } finally {
      assert.equal((await site({ state: 'open' })).body.code, 200);
    }
  });
});

describe('Accept-Language: the legacy dialect', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ apiDialect: 'legacy' })));
  after(async () => t.close());

  it('answers Chinese whatever the header, and does not vary on it', async () => {
    const r = await call(t.app, '/api/login_pc', {
      token: null,
      body: { name: '', password: 'secret123' },
      headers: EN,
    });
    assert.deepEqual([r.body.code, r.body.message], [1000, '用户名不能为空']);
    assert.ok(!varies(r.headers));
  });
});
