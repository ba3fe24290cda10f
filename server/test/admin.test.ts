/**
 * The operator API and the ops CLI: token guard, site state, manual credit, users, audit.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AddressInfo } from 'node:net';
import { runCli } from '../src/ops/cli.ts';
import { call, createTestApp, DEMO_PASSWORD, loginAs, OPS_TOKEN, registerUser, type TestApp } from './helpers.ts';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };

describe('admin API', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  it('requires the operator token (real HTTP 401)', async () => {
    for (const headers of [{}, { authorization: 'Bearer ' }, { authorization: 'Bearer wrong' }] as Record<
      string,
      string
    >[]) {
      const r = await call(t.app, '/admin/users', { method: 'GET', token: null, headers });
      assert.equal(r.status, 401);
      assert.equal(r.body.code, 401);
    }
    // A member token is not an operator token.
    const member = await loginAs(t.app, 'demo001', DEMO_PASSWORD);
    assert.equal((await call(t.app, '/admin/site', { method: 'GET', token: member })).status, 401);
  });

  it('switches the site to maintenance with repair tips and back, as /api/app shows', async () => {
    const down = await call(t.app, '/admin/site', {
      token: null,
      headers: ops,
      body: { state: 'maintenance', repair_tips: '系统升级中，预计1小时' },
    });
    assert.equal(down.body.code, 200);
    let app = (await call(t.app, '/api/app')).body.data;
    assert.equal(app.site_state, '0');
    assert.equal(app.repair_tips, '系统升级中，预计1小时');
    await call(t.app, '/admin/site', { token: null, headers: ops, body: { state: 'open' } });
    app = (await call(t.app, '/api/app')).body.data;
    assert.equal(app.site_state, '1');
    assert.equal(app.repair_tips, '系统升级中，预计1小时');
    const bad = await call(t.app, '/admin/site', { token: null, headers: ops, body: { state: 'closed' } });
    assert.equal(bad.status, 400);
  });

  it('credits exact decimal amounts through the ledger: 0.1 + 0.2 = 0.30', async () => {
    const u = await registerUser(t.app);
    const first = await call(t.app, '/admin/credit', {
      token: null,
      headers: ops,
      body: { username: u.name, amount: '0.1' },
    });
    assert.equal(first.body.data.balance, '0.10');
    const second = await call(t.app, '/admin/credit', {
      token: null,
      headers: ops,
      body: { username: u.name, amount: '0.2' },
    });
    assert.equal(second.body.data.balance, '0.30');
    assert.equal(second.body.data.amount, '0.20');
    assert.equal((await call(t.app, '/api/balance', { token: u.token })).body.data.balance, '0.30');
    const audit = await call(t.app, '/admin/ledger/audit', { method: 'GET', token: null, headers: ops });
    assert.equal(audit.body.data.ok, true);
  });

  it('refuses bad amounts and unknown users, moving nothing', async () => {
    const u = await registerUser(t.app);
    for (const amount of ['0', '-5', '1.234', '1e3', 'abc', 12.5, '', null]) {
      const r = await call(t.app, '/admin/credit', { token: null, headers: ops, body: { username: u.name, amount } });
      assert.equal(r.status, 400, String(amount));
    }
    const nobody = await call(t.app, '/admin/credit', {
      token: null,
      headers: ops,
      body: { username: 'nobody0000', amount: '1' },
    });
    assert.equal(nobody.status, 404);
    assert.equal((await call(t.app, '/api/balance', { token: u.token })).body.data.balance, '0.00');
  });

  it('replays a credit sent twice with one idempotency key', async () => {
    const u = await registerUser(t.app);
    const body = { username: u.name, amount: '50.00', idempotency_key: `bonus-${u.id}` };
    const a = await call(t.app, '/admin/credit', { token: null, headers: ops, body });
    const b = await call(t.app, '/admin/credit', { token: null, headers: ops, body });
    assert.equal(b.body.data.tx_id, a.body.data.tx_id);
    assert.equal(b.body.data.replayed, true);
    assert.equal((await call(t.app, '/api/balance', { token: u.token })).body.data.balance, '50.00');
  });

  it('lists users with balance, creation time and trial flag, never hashes', async () => {
    await call(t.app, '/api/trial');
    const r = await call(t.app, '/admin/users', { method: 'GET', token: null, headers: ops });
    assert.equal(r.body.code, 200);
    const demo = r.body.data.users.find((u: { username: string }) => u.username === 'demo001');
    assert.deepEqual(Object.keys(demo).sort(), ['balance', 'created_at', 'id', 'is_trial', 'status', 'username']);
    assert.equal(demo.balance, '1000.00');
    assert.equal(demo.is_trial, false);
    assert.ok(r.body.data.users.some((u: { is_trial: boolean }) => u.is_trial));
    assert.ok(!/hash|scrypt/i.test(r.text));
    const filtered = await call(t.app, '/admin/users', {
      method: 'GET',
      token: null,
      headers: ops,
      query: { search: 'DEMO' },
    });
    assert.deepEqual(
      filtered.body.data.users.map((u: { username: string }) => u.username),
      ['demo001'],
    );
  });
});

describe('ops CLI', () => {
  let t: TestApp;
  let base: string;
  const lines: { out: string[]; err: string[] } = { out: [], err: [] };
  const run = (args: string[], env: Record<string, string> = {}) => {
    lines.out = [];
    lines.err = [];
    return runCli(args, {
      env: { OPS_URL: base, OPS_TOKEN, ...env },
      fetch: globalThis.fetch,
      out: (l) => lines.out.push(l),
      err: (l) => lines.err.push(l),
    });
  };

  before(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => t.close());

  it('site maintenance / site open', async () => {
    assert.equal(await run(['site', 'maintenance', '今晚维护']), 0);
    assert.match(lines.out.join('\n'), /今晚维护/);
    assert.equal((await call(t.app, '/api/app')).body.data.site_state, '0');
    assert.equal(await run(['site', 'open']), 0);
    assert.equal((await call(t.app, '/api/app')).body.data.site_state, '1');
  });

  it('credit and users', async () => {
    assert.equal(await run(['credit', 'demo001', '0.1']), 0);
    assert.equal(await run(['credit', 'demo001', '0.2']), 0);
    assert.match(lines.out.join('\n'), /1000\.30/);
    assert.equal(await run(['users']), 0);
    assert.match(lines.out.join('\n'), /demo001\t1000\.30/);
    assert.equal(await run(['audit']), 0);
  });

  it('fails non-zero with a clear message', async () => {
    assert.equal(await run(['credit', 'demo001', '1.999']), 2);
    assert.match(lines.err.join('\n'), /金额无效/);
    assert.equal(await run(['credit', 'nobody0000', '5']), 1);
    assert.match(lines.err.join('\n'), /404 会员不存在/);
    assert.equal(await run(['site', 'open'], { OPS_TOKEN: 'wrong' }), 1);
    assert.match(lines.err.join('\n'), /401/);
    assert.equal(await run(['frobnicate']), 2);
    assert.match(lines.err.join('\n'), /用法 \/ usage/);
    assert.equal(await run([], {}), 2);
    assert.equal(await run(['users'], { OPS_URL: 'http://127.0.0.1:1' }), 1);
    assert.match(lines.err.join('\n'), /无法连接/);
  });
});
