/**
 * The member's calls: /api/user, /api/refreshusermoney, /api/balance, and trial accounts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { audit } from '../src/domain/ledger/audit.ts';
import { call, createTestApp, DEMO_PASSWORD, loginAs, MONEY_RE, registerUser, type TestApp } from './helpers.ts';

const USER_KEYS = [
  'api_token',
  'avatar',
  'balance',
  'birthday',
  'current_vip',
  'email',
  'fanshui',
  'gameblance',
  'has_paypassword',
  'id',
  'is_trial',
  'isagent',
  'joinday',
  'level',
  'mobile',
  'next_vip',
  'paysum',
  'realname',
  'totalgame',
  'transferstatus',
  'usdtrate',
  'username',
  'vip',
  'vipname',
  'withdrawcashfee',
  'withdrawfeeusdttrc',
  'withdrawusdtrate',
];

describe('member data', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await createTestApp();
    token = await loginAs(t.app, 'demo001', DEMO_PASSWORD);
  });
  after(async () => t.close());

  it('/api/user has the full documented shape plus id, is_trial and has_paypassword, with the right value types', async () => {
    const r = await call(t.app, '/api/user', { token });
    assert.equal(r.body.code, 200);
    const u = r.body.data;
    assert.deepEqual(Object.keys(u).sort(), USER_KEYS);
    assert.equal(u.username, 'demo001');
    assert.equal(u.api_token, token);
    assert.equal(u.balance, '1000.00');
    for (const key of ['balance', 'gameblance', 'fanshui', 'paysum', 'totalgame']) assert.match(u[key], MONEY_RE, key);
    for (const key of ['id', 'vip', 'joinday', 'isagent', 'transferstatus', 'level', 'is_trial', 'has_paypassword'])
      assert.equal(typeof u[key], 'number', key);
    assert.equal(u.vip, 1);
    assert.equal(u.current_vip, 'VIP1');
    assert.equal(u.next_vip, 'VIP2');
    assert.equal(u.fanshui, '0.00');
    assert.equal(u.is_trial, 0);
    // The demo member has no pay password until it sets one (never the login password).
    assert.equal(u.has_paypassword, 0);
    assert.deepEqual(
      [u.usdtrate, u.withdrawusdtrate, u.withdrawcashfee, u.withdrawfeeusdttrc],
      ['7.2', '7.3', '5', '1'],
    );
    assert.match(u.avatar, /^http:\/\/localhost(:\d+)?\/uploads\/avatars\/avatar1\.svg$/);
    // Only the flag says anything of a password, and only whether one is set.
    assert.ok(!/hash|scrypt|password/i.test(r.text.replace('"has_paypassword":0', '')));
  });

  it('joinday counts Beijing days since registration', async () => {
    const fresh = await registerUser(t.app);
    assert.equal((await call(t.app, '/api/user', { token: fresh.token })).body.data.joinday, 0);
    await t.db.query(`UPDATE users SET created_at = now() - interval '3 days' WHERE id = $1`, [fresh.id]);
    assert.equal((await call(t.app, '/api/user', { token: fresh.token })).body.data.joinday, 3);
  });

  it('/api/refreshusermoney answers the same full shape with 刷新成功', async () => {
    const r = await call(t.app, '/api/refreshusermoney', { token });
    assert.equal(r.body.code, 200);
    assert.equal(r.body.message, '刷新成功');
    assert.deepEqual(Object.keys(r.body.data).sort(), USER_KEYS);
  });

  it('/api/balance answers {balance} as a 2-decimal string, by GET and POST', async () => {
    for (const method of ['POST', 'GET'] as const) {
      const r = await call(t.app, '/api/balance', { token, method });
      assert.deepEqual(r.body, { code: 200, message: '成功', data: { balance: '1000.00' } });
    }
  });

  it('the auth routes all answer the 401 envelope without a token', async () => {
    for (const path of ['/api/user', '/api/refreshusermoney', '/api/balance', '/api/logoff', '/api/noticeList']) {
      const r = await call(t.app, path, { token: '' });
      assert.equal(r.status, 200, path);
      assert.deepEqual(r.body, { code: 401, message: '认证失败' }, path);
    }
  });
});

describe('trial accounts', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  it('creates a flagged guest with 2000.00 play money from the trial bankroll', async () => {
    const r = await call(t.app, '/api/trial');
    assert.equal(r.body.code, 200);
    assert.ok(r.body.message.length > 0);
    assert.deepEqual(Object.keys(r.body.data).sort(), ['api_token', 'id', 'username']);
    assert.match(r.body.data.username, /^guest\d{8}$/);
    const me = await call(t.app, '/api/user', { token: r.body.data.api_token });
    assert.equal(me.body.data.balance, '2000.00');
    assert.equal(me.body.data.is_trial, 1);
    const [row] = await t.db.query<{ is_trial: boolean; paypassword_hash: string | null }>(
      'SELECT is_trial, paypassword_hash FROM users WHERE id = $1',
      [r.body.data.id],
    );
    assert.equal(row!.is_trial, true);
    assert.equal(row!.paypassword_hash, null);
    const [bankroll] = await t.db.query<{ balance: bigint }>(
      `SELECT balance FROM ledger_accounts WHERE code = 'house:trial_bankroll'`,
    );
    assert.equal(bankroll!.balance, -200000n);
    assert.equal((await audit(t.db)).ok, true);
  });

  it('each call makes a different guest', async () => {
    const a = await call(t.app, '/api/trial');
    const b = await call(t.app, '/api/trial');
    assert.notEqual(a.body.data.username, b.body.data.username);
    assert.notEqual(a.body.data.api_token, b.body.data.api_token);
  });

  it('/api/app says trial_enabled "1"', async () => {
    assert.equal((await call(t.app, '/api/app')).body.data.trial_enabled, '1');
  });
});

describe('trial switched off', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ trialEnabled: false })));
  after(async () => t.close());

  it('answers 403 试玩功能未开放 and creates nobody', async () => {
    const r = await call(t.app, '/api/trial');
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, { code: 403, message: '试玩功能未开放', data: [] });
    const [count] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE is_trial');
    assert.equal(count!.n, 0);
    assert.equal((await call(t.app, '/api/app')).body.data.trial_enabled, '0');
  });
});
