/**
 * API_DIALECT=legacy: the legacy servers' answer shapes and input quirks (docs/API.md#legacy-dialect).
 * Each test fails when its quirk breaks; money quirks also check that the ledger moved exactly
 * what the answer says and still balances.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createTestApp, DEMO_PASSWORD, loginAs, MONEY_RE, registerUser, type TestApp } from './helpers.ts';
import { bindBank, credit, fullAudit, mainBalance, newMember, ops, venueBalance } from './money-helpers.ts';
import { settledVenueBet } from './rewards-support.ts';

const isServerError = (r: { status: number; headers: Record<string, unknown>; text: string }) => {
  assert.equal(r.status, 500, r.text);
  assert.match(String(r.headers['content-type']), /^text\/html/);
};

describe('legacy dialect: answers and quirks', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ apiDialect: 'legacy', sandboxPayments: false })));
  after(async () => t.close());

  it('register answers the created user row (never a hash); login_pc and login only {username, api_token}', async () => {
    const name = `leg${Date.now().toString(36).slice(-6)}`;
    const r = await call(t.app, '/api/register', {
      body: {
        name,
        password: 'secret123',
        confirmPass: 'secret123',
        realname: name,
        paypassword: 'secret123',
        code: 'ab12',
      },
    });
    assert.equal(r.body.code, 200, r.text);
    assert.equal(r.body.message, '成功');
    assert.deepEqual(Object.keys(r.body.data), [
      'username',
      'realname',
      'status',
      'vip',
      'api_token',
      'pid',
      'updated_at',
      'created_at',
      'id',
    ]);
    assert.equal(r.body.data.username, name);
    assert.deepEqual([r.body.data.status, r.body.data.vip, r.body.data.pid], [1, 1, 0]);
    assert.match(r.body.data.created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.doesNotMatch(r.text, /hash|paypwd|password/);
    // The registration's token works.
    assert.equal((await call(t.app, '/api/balance', { token: r.body.data.api_token })).body.code, 200);
    for (const path of ['/api/login_pc', '/api/login']) {
      const login = await call(t.app, path, { body: { name, password: 'secret123' } });
      assert.equal(login.body.code, 200, login.text);
      assert.deepEqual(Object.keys(login.body.data), ['username', 'api_token'], path);
    }
  });

  it('/api/user has no id, no is_trial and no has_paypassword; vip is the VIP row id; refreshusermoney is the legacy subset', async () => {
    const token = await loginAs(t.app, 'demo001', DEMO_PASSWORD);
    const user = (await call(t.app, '/api/user', { token })).body.data;
    assert.ok(!('id' in user) && !('is_trial' in user) && !('has_paypassword' in user));
    assert.equal(user.current_vip, 'VIP1');
    for (const key of ['paysum', 'totalgame', 'isagent', 'current_vip', 'next_vip']) assert.ok(key in user, key);
    // `vip` is the /api/uservip row whose vipname is current_vip (the level comes from current_vip).
    const levels = (await call(t.app, '/api/uservip')).body.data as { id: number; vipname: string }[];
    assert.equal(levels.find((row) => row.id === user.vip)?.vipname, user.current_vip);
    const refreshed = await call(t.app, '/api/refreshusermoney', { token });
    assert.equal(refreshed.body.message, '刷新成功');
    for (const key of ['paysum', 'totalgame', 'isagent', 'current_vip', 'next_vip', 'id', 'is_trial'])
      assert.ok(!(key in refreshed.body.data), key);
    assert.equal(refreshed.body.data.balance, user.balance);
    assert.equal(refreshed.body.data.vip, user.vip);
  });

  it('/api/transfer moves whole yuan ("12.50" moves 12.00) and answers {balance} as a number', async () => {
    const m = await newMember(t.app, { fund: '100.00' });
    const into = await call(t.app, '/api/transfer', {
      token: m.token,
      body: { amount: '12.50', sourcetype: 'userbalance', targettype: 'ag' },
    });
    assert.equal(into.body.code, 200, into.text);
    assert.deepEqual(into.body, { code: 200, message: '成功', data: { balance: 88 } });
    assert.equal(await mainBalance(t.app, m.token), '88.00');
    assert.equal(await venueBalance(t.app, m.token, 'ag'), '12.00');
    // Back from the venue: 5.99 is 5; a number is truncated too.
    const back = await call(t.app, '/api/transfer', {
      token: m.token,
      body: { amount: 5.99, sourcetype: 'ag', targettype: 'userbalance' },
    });
    assert.deepEqual(back.body, { code: 200, message: '成功', data: { balance: 93 } });
    assert.equal(await venueBalance(t.app, m.token, 'ag'), '7.00');
    // Below one yuan is nothing to move; the reference refusals stay for the rest.
    const zero = await call(t.app, '/api/transfer', {
      token: m.token,
      body: { amount: '0.80', sourcetype: 'userbalance', targettype: 'ag' },
    });
    assert.deepEqual(zero.body, { code: 1000, message: '操作金额不能为0！' });
    const audit = await fullAudit(t.app);
    assert.equal(audit.ok, true, JSON.stringify(audit));
    assert.equal(audit.totals.sum, '0.00');
  });

  it('the Idempotency-Key header is ignored: no replay, no 409, no format check, no Idempotent-Replayed', async () => {
    const m = await newMember(t.app, { fund: '100.00' });
    const send = (amount: string, key: string) =>
      call(t.app, '/api/transfer', {
        token: m.token,
        headers: { 'idempotency-key': key },
        body: { amount, sourcetype: 'userbalance', targettype: 'ag' },
      });
    const first = await send('10', 'same-key');
    const again = await send('10', 'same-key');
    const other = await send('5', 'same-key');
    const malformed = await send('1', 'not a valid key!');
    for (const r of [first, again, other, malformed]) {
      assert.equal(r.body.code, 200, r.text);
      assert.equal(r.headers['idempotent-replayed'], undefined);
    }
    // Each one moved money: 10 + 10 + 5 + 1.
    assert.equal(await mainBalance(t.app, m.token), '74.00');
    assert.equal(await venueBalance(t.app, m.token, 'ag'), '26.00');
  });

  it('/api/recharge: the deposit number in message and data []; payinfo has no sandbox link', async () => {
    const m = await newMember(t.app);
    const r = await call(t.app, '/api/recharge', { token: m.token, body: { paytype: 'alipay', amount: '200' } });
    assert.equal(r.body.code, 200, r.text);
    assert.match(r.body.message, /^\d{18}$/);
    assert.deepEqual(r.body.data, []);
    const info = await call(t.app, '/api/payinfo', { token: m.token, body: { deposit_no: r.body.message } });
    assert.equal(info.body.message, 'alipay');
    assert.equal(info.body.data.deposit_no, r.body.message);
    assert.doesNotMatch(info.text, /sandbox/);
    // An unknown paytype (wechat is sent as wxpay) falls through the legacy switch: an empty body.
    const pending = (await call(t.app, '/admin/deposits', { method: 'GET', token: null, headers: ops })).body.data
      .total;
    const wechat = await call(t.app, '/api/recharge', { token: m.token, body: { paytype: 'wechat', amount: '200' } });
    assert.deepEqual([wechat.status, wechat.text], [200, '']);
    assert.equal(
      (await call(t.app, '/admin/deposits', { method: 'GET', token: null, headers: ops })).body.data.total,
      pending,
    );
  });

  it('/api/withdraw answers {200, "成功", []} and holds the amount; getBetAmount is the turnover since the last approved withdrawal', async () => {
    const m = await newMember(t.app, { fund: '500.00', realname: '张三' });
    const card = await bindBank(t.app, m);
    const hourAgo = new Date(Date.now() - 3_600_000);
    await settledVenueBet(t.db, { userId: m.id, platform: 'ag', category: 'realbet', stake: 10_000n, at: hourAgo });
    const betAmount = async () => (await call(t.app, '/api/getBetAmount', { token: m.token })).body.data;
    assert.deepEqual(await betAmount(), { bet_amount: '100.00' });
    const w = await call(t.app, '/api/withdraw', {
      token: m.token,
      body: { amount: '150', bank: card, password: m.payPassword },
    });
    assert.deepEqual(w.body, { code: 200, message: '成功', data: [] });
    assert.equal(await mainBalance(t.app, m.token), '350.00');
    // Pending: still counted from the start.
    assert.deepEqual(await betAmount(), { bet_amount: '100.00' });
    const list = await call(t.app, '/admin/withdrawals', { method: 'GET', token: null, headers: ops });
    const order = list.body.data.withdrawals.find((row: { username: string }) => row.username === m.name);
    const approved = await call(t.app, `/admin/withdrawals/${order.order_no}/approve`, {
      token: null,
      headers: ops,
      body: {},
    });
    assert.equal(approved.body.code, 200, approved.text);
    assert.deepEqual(await betAmount(), { bet_amount: '0.00' });
    await settledVenueBet(t.db, {
      userId: m.id,
      platform: 'ag',
      category: 'realbet',
      stake: 3_050n,
      at: new Date(Date.now() + 60_000),
    });
    assert.deepEqual(await betAmount(), { bet_amount: '30.50' });
  });

  it('activities answer banner as the stored relative path', async () => {
    const list = await call(t.app, '/api/activitylist', { body: { page: 1 } });
    const rows = list.body.data.data as { id: number; banner: string }[];
    assert.ok(rows.length > 0);
    for (const row of rows) assert.match(row.banner, /^activities\/[\w-]+\.svg$/);
    const detail = await call(t.app, '/api/activitydeatil', { body: { id: rows[0]!.id } });
    assert.equal(detail.body.data.banner, rows[0]!.banner);
    assert.equal((await call(t.app, '/api/activitydeatil', { body: { id: 999999 } })).body.data, null);
  });

  it('betrecord rows have neither created_at nor plays', async () => {
    const m = await registerUser(t.app);
    await settledVenueBet(t.db, { userId: m.id, platform: 'ag', category: 'realbet', stake: 500n, at: new Date() });
    const r = await call(t.app, '/api/betrecord', { token: m.token, body: { date: 1, page: 1, api_type: '' } });
    const rows = r.body.data.data as Record<string, unknown>[];
    assert.equal(rows.length, 1, r.text);
    assert.ok(!('created_at' in rows[0]!) && !('plays' in rows[0]!));
    assert.match(String(rows[0]!.bet_time), /^\d{4}-/);
    assert.match(String(rows[0]!.bet_amount), MONEY_RE);
  });

  it('crashes (HTTP 500 page) where the legacy controllers do: gettransrecord 5/6/none, getcard ≠ 1/2/3, message without type', async () => {
    const m = await registerUser(t.app);
    const records = (body: Record<string, unknown>) => call(t.app, '/api/gettransrecord', { token: m.token, body });
    for (const type of [5, '6', '', 'x', 7]) isServerError(await records({ date: 4, type, page: 1, api_type: '' }));
    isServerError(await records({ date: 4, page: 1, api_type: '' }));
    for (const type of [1, '2', 3, 4])
      assert.equal((await records({ date: 4, type, page: 1, api_type: '' })).body.code, 200);
    for (const type of [0, 4, 'x', ''])
      isServerError(await call(t.app, '/api/getcard', { token: m.token, body: { type } }));
    isServerError(await call(t.app, '/api/getcard', { token: m.token, body: {} }));
    assert.deepEqual((await call(t.app, '/api/getcard', { token: m.token, body: { type: 3 } })).body.data, []);
    isServerError(await call(t.app, '/api/message', { token: m.token, body: { page: 1 } }));
    assert.equal((await call(t.app, '/api/message', { token: m.token, body: { type: '', page: 1 } })).body.code, 200);
    // The auth middleware runs first: a visitor hears 401, not the crash.
    assert.equal((await call(t.app, '/api/gettransrecord', { token: 'nope', body: { type: 5 } })).body.code, 401);
  });

  it('keeps the books balanced after everything above', async () => {
    await credit(t.app, 'demo001', '1.00');
    const audit = await fullAudit(t.app);
    assert.equal(audit.ok, true, JSON.stringify(audit));
  });
});
