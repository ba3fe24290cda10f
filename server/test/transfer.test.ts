/**
 * Venue wallets: /api/balancelist, /api/transfer, /api/transall, /api/uptransferstatus, and the
 * venue adapter seam.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { audit } from '../src/domain/ledger/audit.ts';
import { registerVenueAdapter, VenueError } from '../src/domain/venues/adapter.ts';
import { sandboxAdapter } from '../src/domain/venues/sandbox.ts';
import { IDEMPOTENCY_KEY_MESSAGE } from '../src/lib/idempotency.ts';
import { call, createTestApp, MONEY_RE, type TestApp } from './helpers.ts';
import { mainBalance, newMember, venueBalance } from './money-helpers.ts';

describe('venue wallets and transfers', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  const transfer = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(t.app, '/api/transfer', { token, body, headers });

  it('balancelist: one row per enabled platform, hall order, 2-decimal strings, no main wallet', async () => {
    const m = await newMember(t.app);
    const r = await call(t.app, '/api/balancelist', { token: m.token });
    assert.equal(r.body.code, 200);
    const rows = r.body.data as { platname: string; name: string; balance: string }[];
    assert.equal(rows.length, 17);
    assert.deepEqual(Object.keys(rows[0]!).sort(), ['balance', 'name', 'platname']);
    assert.deepEqual(
      rows.slice(0, 3).map((x) => x.platname),
      ['pc28', 'hk6', 'ag'],
    );
    assert.ok(rows.every((x) => x.balance === '0.00'));
    assert.ok(!rows.some((x) => x.platname === 'userbalance' || x.platname === 'main'));
    // A platform switched off (site_state 0) leaves the list.
    await t.db.query(`UPDATE game_platforms SET site_state = 0 WHERE platform_name = 'fgby'`);
    assert.equal((await call(t.app, '/api/balancelist', { token: m.token })).body.data.length, 16);
    await t.db.query(`UPDATE game_platforms SET site_state = 1 WHERE platform_name = 'fgby'`);
    assert.equal((await call(t.app, '/api/balancelist', { token: 'nope' })).body.code, 401);
  });

  it('moves cents main → venue → main and answers the main balance', async () => {
    const m = await newMember(t.app, { fund: '100.00' });
    const into = await transfer(m.token, { amount: '30.55', sourcetype: 'userbalance', targettype: 'ag' });
    assert.equal(into.body.code, 200);
    assert.equal(into.body.message, '转账成功');
    assert.equal(into.body.data.balance, '69.45');
    assert.equal(into.body.data.venue_balance, '30.55');
    assert.equal(await venueBalance(t.app, m.token, 'ag'), '30.55');
    const user = (await call(t.app, '/api/user', { token: m.token })).body.data;
    assert.equal(user.gameblance, '30.55');
    const back = await transfer(m.token, { amount: 10, sourcetype: 'AG', targettype: 'userbalance' });
    assert.equal(back.body.code, 200);
    assert.equal(back.body.data.balance, '79.45');
    assert.equal(await venueBalance(t.app, m.token, 'ag'), '20.55');
  });

  it('each transfer writes one log under the answered order number, naming its ledger transaction', async () => {
    const m = await newMember(t.app, { fund: '10.00' });
    const into = await transfer(m.token, { amount: '2.50', sourcetype: 'userbalance', targettype: 'pg' });
    const back = await transfer(m.token, { amount: '1.00', sourcetype: 'pg', targettype: 'userbalance' });
    const logs = await t.db.query<{ order_no: string; transfer_type: number; amount: string; kind: string }>(
      `SELECT l.order_no, l.transfer_type, l.amount::text, x.kind
         FROM transfer_logs l JOIN ledger_transactions x ON x.id = l.tx_id
        WHERE l.user_id = $1 AND l.transfer_type IN (0, 1) ORDER BY l.id`,
      [m.id],
    );
    assert.deepEqual(logs, [
      { order_no: into.body.data.order_no, transfer_type: 0, amount: '250', kind: 'wallet.into_venue' },
      { order_no: back.body.data.order_no, transfer_type: 1, amount: '100', kind: 'wallet.out_of_venue' },
    ]);
    const refused = await transfer(m.token, { amount: '99.00', sourcetype: 'userbalance', targettype: 'pg' });
    assert.equal(refused.body.code, 210);
    const count = await t.db.query('SELECT 1 FROM transfer_logs WHERE user_id = $1 AND transfer_type IN (0, 1)', [
      m.id,
    ]);
    assert.equal(count.length, 2, 'a refused transfer writes no log');
  });

  it('refuses with the documented messages, moving nothing', async () => {
    const m = await newMember(t.app, { fund: '50.00' });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: '', sourcetype: 'userbalance', targettype: 'ag' }, 1000, '请输入操作金额！'],
      [{ sourcetype: 'userbalance', targettype: 'ag' }, 1000, '请输入操作金额！'],
      [{ amount: '0.00', sourcetype: 'userbalance', targettype: 'ag' }, 1000, '操作金额不能为0！'],
      [{ amount: '0.000', sourcetype: 'userbalance', targettype: 'ag' }, 1000, '操作金额不能为0！'],
      [{ amount: '-5', sourcetype: 'userbalance', targettype: 'ag' }, 1000, '请输入正确的操作金额'],
      [{ amount: '1.234', sourcetype: 'userbalance', targettype: 'ag' }, 1000, '请输入正确的操作金额'],
      [{ amount: '5', sourcetype: 'ag', targettype: 'ag' }, 209, '来源和目标是一致，没有必要转了'],
      [{ amount: '5', sourcetype: 'userbalance', targettype: 'userbalance' }, 209, '来源和目标是一致，没有必要转了'],
      [{ amount: '5', sourcetype: 'ag', targettype: 'pg' }, 1000, '场馆内钱包不支持互转'],
      [{ amount: '5', sourcetype: 'userbalance', targettype: 'nosuch' }, 1000, '场馆不存在或已关闭'],
      [{ amount: '50.01', sourcetype: 'userbalance', targettype: 'ag' }, 210, '操作金额高于账户余额'],
      [{ amount: '1', sourcetype: 'ag', targettype: 'userbalance' }, 210, '操作金额高于账户余额'],
    ];
    for (const [body, code, message] of cases) {
      const r = await transfer(m.token, body);
      assert.equal(r.body.code, code, JSON.stringify(body));
      assert.equal(r.body.message, message, JSON.stringify(body));
    }
    assert.equal(await mainBalance(t.app, m.token), '50.00');
  });

  it('an Idempotency-Key retry gets the first answer and moves the money once', async () => {
    const m = await newMember(t.app, { fund: '100.00' });
    const headers = { 'idempotency-key': 'tap-1' };
    const first = await transfer(m.token, { amount: '40', sourcetype: 'userbalance', targettype: 'pp' }, headers);
    const again = await transfer(m.token, { amount: '40', sourcetype: 'userbalance', targettype: 'pp' }, headers);
    assert.equal(again.text, first.text);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(await mainBalance(t.app, m.token), '60.00');
    // Same key, different request: refused, not replayed as if it were the same one.
    const other = await transfer(m.token, { amount: '41', sourcetype: 'userbalance', targettype: 'pp' }, headers);
    assert.equal(other.body.code, 409);
    // Another member may use the same key text: keys are per member.
    const n = await newMember(t.app, { fund: '10.00' });
    assert.equal(
      (await transfer(n.token, { amount: '40', sourcetype: 'userbalance', targettype: 'pp' }, headers)).body.code,
      210,
    );
    // A refusal is an answer too: replayed, even after the money arrived.
    await call(t.app, '/admin/credit', {
      token: null,
      headers: { authorization: 'Bearer test-ops-token-0123456789' },
      body: { username: n.name, amount: '100' },
    });
    assert.equal(
      (await transfer(n.token, { amount: '40', sourcetype: 'userbalance', targettype: 'pp' }, headers)).body.code,
      210,
    );
  });

  it('refuses a malformed Idempotency-Key before anything moves; a 100-character key works and replays', async () => {
    const m = await newMember(t.app, { fund: '100.00' });
    const body = { amount: '10', sourcetype: 'userbalance', targettype: 'pp' };
    for (const key of ['k'.repeat(101), '', 'a b', 'key/1', 'k#1', 'k,1']) {
      const r = await transfer(m.token, body, { 'idempotency-key': key });
      assert.equal(r.status, 200, JSON.stringify(key));
      assert.deepEqual(r.body, { code: 1000, message: IDEMPOTENCY_KEY_MESSAGE }, JSON.stringify(key));
    }
    assert.equal(await mainBalance(t.app, m.token), '100.00');
    const longest = { 'idempotency-key': `Az09_-:.${'x'.repeat(92)}` };
    const first = await transfer(m.token, body, longest);
    assert.equal(first.body.code, 200);
    const again = await transfer(m.token, body, longest);
    assert.equal(again.text, first.text);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(await mainBalance(t.app, m.token), '90.00');
    // No key at all: the call runs, unprotected, as before.
    assert.equal((await transfer(m.token, body)).body.code, 200);
    assert.equal(await mainBalance(t.app, m.token), '80.00');
  });

  it('a front end on another origin may send Idempotency-Key (CORS preflight)', async () => {
    const r = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/transfer',
      headers: {
        origin: 'https://m.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    assert.equal(r.statusCode, 204);
    assert.match(String(r.headers['access-control-allow-headers']), /Idempotency-Key/);
  });

  it('concurrent retries with one key post once', async () => {
    const m = await newMember(t.app, { fund: '100.00' });
    const headers = { 'idempotency-key': 'double-tap' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        transfer(m.token, { amount: '25', sourcetype: 'userbalance', targettype: 'ky' }, headers),
      ),
    );
    assert.equal(new Set(answers.map((a) => a.text)).size, 1);
    assert.equal(await mainBalance(t.app, m.token), '75.00');
    assert.equal(await venueBalance(t.app, m.token, 'ky'), '25.00');
  });

  it('concurrent spends never overdraw: exactly as many succeed as the balance allows', async () => {
    const m = await newMember(t.app, { fund: '100.00' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => transfer(m.token, { amount: '30', sourcetype: 'userbalance', targettype: 'bg' })),
    );
    assert.equal(answers.filter((a) => a.body.code === 200).length, 3);
    assert.equal(answers.filter((a) => a.body.code === 210).length, 5);
    assert.equal(await mainBalance(t.app, m.token), '10.00');
  });

  it('transall recycles every venue, writes one log per venue, and replays its first answer', async () => {
    const m = await newMember(t.app, { fund: '100.00' });
    for (const venue of ['ag', 'pg', 'ky'])
      await transfer(m.token, { amount: '10', sourcetype: 'userbalance', targettype: venue });
    const headers = { 'idempotency-key': 'recycle-x' };
    const r = await call(t.app, '/api/transall', { token: m.token, headers });
    assert.deepEqual(r.body, { code: 200, message: '回收成功', data: '' });
    assert.equal(await mainBalance(t.app, m.token), '100.00');
    const again = await call(t.app, '/api/transall', { token: m.token, headers });
    assert.equal(again.body.message, '回收成功');
    assert.equal((await call(t.app, '/api/transall', { token: m.token })).body.message, '没有可回收的金额');
    const out = await call(t.app, '/api/gettransrecord', {
      token: m.token,
      body: { type: 4, date: 1, page: 1, api_type: '' },
    });
    assert.equal(out.body.data.total, 3);
    assert.deepEqual(
      out.body.data.data.map((x: { pay_way: string }) => x.pay_way).sort(),
      ['AG真人', 'PG电子', '开元棋牌'].sort(),
    );
  });

  it('a venue adapter that fails rolls the whole transfer back (code 209, its message)', async () => {
    registerVenueAdapter({
      ...sandboxAdapter,
      name: 'broken',
      async deposit() {
        throw new VenueError('场馆维护中');
      },
    });
    await t.db.query(`UPDATE game_platforms SET adapter = 'broken' WHERE platform_name = 'im'`);
    try {
      const m = await newMember(t.app, { fund: '20.00' });
      const r = await transfer(m.token, { amount: '5', sourcetype: 'userbalance', targettype: 'im' });
      assert.deepEqual([r.body.code, r.body.message], [209, '场馆维护中']);
      assert.equal(await mainBalance(t.app, m.token), '20.00');
      assert.equal(await venueBalance(t.app, m.token, 'im'), '0.00');
      const logs = await t.db.query('SELECT 1 FROM transfer_logs WHERE user_id = $1 AND transfer_type IN (0, 1)', [
        m.id,
      ]);
      assert.equal(logs.length, 0);
    } finally {
      await t.db.query(`UPDATE game_platforms SET adapter = 'sandbox' WHERE platform_name = 'im'`);
    }
  });

  it('uptransferstatus writes only transferstatus and answers 申请成功 with data ""', async () => {
    const m = await newMember(t.app);
    const r = await call(t.app, '/api/uptransferstatus', {
      token: m.token,
      body: { transferstatus: 1, balance: '99999', vip: 10, username: 'hacker' },
    });
    assert.deepEqual(r.body, { code: 200, message: '申请成功', data: '' });
    const user = (await call(t.app, '/api/user', { token: m.token })).body.data;
    assert.equal(user.transferstatus, 1);
    assert.equal(user.vip, 1);
    assert.equal(user.username, m.name);
    assert.equal(user.balance, '0.00');
    assert.equal(
      (await call(t.app, '/api/uptransferstatus', { token: m.token, body: { transferstatus: '0' } })).body.code,
      200,
    );
    assert.equal((await call(t.app, '/api/user', { token: m.token })).body.data.transferstatus, 0);
    assert.equal(
      (await call(t.app, '/api/uptransferstatus', { token: m.token, body: { transferstatus: 2 } })).body.code,
      1000,
    );
  });

  it('trial accounts may move play money into venues', async () => {
    const trial = (await call(t.app, '/api/trial')).body.data.api_token;
    const r = await transfer(trial, { amount: '100', sourcetype: 'userbalance', targettype: 'ag' });
    assert.equal(r.body.code, 200);
    assert.match(r.body.data.balance, MONEY_RE);
  });

  it('leaves the ledger balanced', async () => {
    const report = await audit(t.db);
    assert.equal(report.ok, true, JSON.stringify(report));
  });
});
