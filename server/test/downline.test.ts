/**
 * 下级转账: /api/downlines and /api/downlineTransfer — every refusal in order, the movement and its
 * records on both sides, the receiver's turnover, idempotent replay, two racing transfers the
 * balance covers only once, and the books balanced.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DOWNLINE_MESSAGES } from '../../contract/downline/rules.ts';
import { IDEMPOTENCY_KEY_MESSAGE } from '../src/lib/idempotency.ts';
import { call, createTestApp, payPasswordFor, uniqueName, BEIJING_TIME_RE, type TestApp } from './helpers.ts';
import { credit, fullAudit, mainBalance, newMember, ops, type Member } from './money-helpers.ts';

const M = DOWNLINE_MESSAGES;

describe('downline transfers', () => {
  let t: TestApp;
  let agent: Member;
  let friend: Member;
  before(async () => {
    t = await createTestApp();
    agent = await newMember(t.app);
    await makeAgent(agent);
    friend = await downlineOf(agent);
  });
  after(async () => t.close());

  async function makeAgent(m: Member) {
    await t.db.query('UPDATE users SET isagent = 1 WHERE id = $1', [m.id]);
  }
  /** A member registered through `upline`'s invite link (pid), with registerUser's pay password. */
  async function downlineOf(upline: Member): Promise<Member> {
    const name = uniqueName('dl');
    const password = 'secret123';
    const payPassword = payPasswordFor(password);
    const r = await call(t.app, '/api/register', {
      body: {
        name,
        password,
        confirmPass: password,
        realname: name,
        paypassword: payPassword,
        code: 'ab12',
        pid: upline.id,
      },
    });
    assert.equal(r.body.code, 200, r.text);
    return { name, password, payPassword, token: r.body.data.api_token, id: r.body.data.id };
  }
  let keyCounter = 0;
  const send = (who: Member | string, body: Record<string, unknown>, key: string | null = `dl-${++keyCounter}`) =>
    call(t.app, '/api/downlineTransfer', {
      token: typeof who === 'string' ? who : who.token,
      body,
      headers: key === null ? {} : { 'idempotency-key': key },
    });
  const records = async (m: Member, body: Record<string, unknown> = {}) =>
    (
      await call(t.app, '/api/gettransrecord', {
        token: m.token,
        body: { type: 7, date: 1, page: 1, api_type: '', ...body },
      })
    ).body.data;
  const required = async (m: Member) => (await call(t.app, '/api/getBetAmount', { token: m.token })).body.data.required;

  it('refuses in order: input, pay password given, trial, agent, pay password, target, balance', async () => {
    await credit(t.app, agent.name, '100.00');
    const stranger = await newMember(t.app);
    const grandchild = await downlineOf(friend);
    const disabled = await downlineOf(agent);
    await call(t.app, '/admin/users/status', {
      token: null,
      headers: ops,
      body: { username: disabled.name, status: 'disabled' },
    });
    const ok = { username: friend.name, amount: '10', paypassword: agent.payPassword };
    const cases: [Member | string, Record<string, unknown>, number, string][] = [
      [agent, { ...ok, username: '' }, 1000, M.usernameRequired],
      [agent, { ...ok, amount: '' }, 1000, M.amountRequired],
      [agent, { ...ok, amount: '0.00' }, 1000, M.amountZero],
      [agent, { ...ok, amount: '-5' }, 1000, M.amountInvalid],
      [agent, { ...ok, amount: '1.234' }, 1000, M.amountInvalid],
      [agent, { ...ok, amount: '1e3' }, 1000, M.amountInvalid],
      [agent, { ...ok, amount: 'ten' }, 1000, M.amountInvalid],
      [agent, { ...ok, paypassword: '' }, 520, M.passwordRequired],
      [(await call(t.app, '/api/trial')).body.data.api_token, ok, 500, M.trial],
      [stranger, ok, 500, M.notAgent],
      [agent, { ...ok, paypassword: 'nottheone' }, 520, M.wrongPassword],
      [agent, { ...ok, username: 'nobody_here_1' }, 202, M.unknownMember],
      [agent, { ...ok, username: disabled.name }, 202, M.unknownMember],
      [agent, { ...ok, username: stranger.name }, 500, M.notDownline],
      [agent, { ...ok, username: grandchild.name }, 500, M.notDownline],
      [agent, { ...ok, username: agent.name }, 500, M.notDownline],
      [agent, { ...ok, amount: '100.01' }, 210, M.insufficient],
    ];
    for (const [who, body, code, message] of cases) {
      const r = await send(who, body);
      assert.deepEqual([r.body.code, r.body.message], [code, message], JSON.stringify(body));
    }
    assert.deepEqual(M.insufficient, '操作金额高于账户余额');
    assert.deepEqual([M.trial, M.wrongPassword], ['试玩账号不支持存取款', '取款密码错误']);

    // Each refusal wins over every later one.
    const precedence: [Member, Record<string, unknown>, string][] = [
      [agent, { username: '', amount: '0', paypassword: '' }, M.usernameRequired],
      [agent, { ...ok, amount: '0.000', paypassword: '' }, M.amountZero],
      [stranger, { username: 'nobody_here_1', amount: '999', paypassword: 'nottheone' }, M.notAgent],
      [agent, { username: 'nobody_here_1', amount: '999', paypassword: 'nottheone' }, M.wrongPassword],
      [agent, { ...ok, username: 'nobody_here_1', amount: '999' }, M.unknownMember],
      [agent, { ...ok, username: stranger.name, amount: '999' }, M.notDownline],
    ];
    for (const [who, body, message] of precedence) {
      assert.equal((await send(who, body)).body.message, message, JSON.stringify(body));
    }

    const noPay = await newMember(t.app);
    await makeAgent(noPay);
    await t.db.query('UPDATE users SET paypassword_hash = NULL WHERE id = $1', [noPay.id]);
    const unset = await send(noPay, { ...ok, paypassword: 'whatever1' });
    assert.deepEqual([unset.body.code, unset.body.message], [520, M.noPayPassword]);

    const badKey = await send(agent, ok, 'bad key!');
    assert.deepEqual([badKey.body.code, badKey.body.message], [1000, IDEMPOTENCY_KEY_MESSAGE]);
    assert.equal((await send('', ok)).body.code, 401);
    assert.equal(await mainBalance(t.app, agent.token), '100.00');
    assert.equal(await mainBalance(t.app, friend.token), '0.00');
  });

  it('moves the amount main → main, with a type-7 row on each side and 1× turnover for the receiver', async () => {
    const agentRequiredBefore = await required(agent);
    const r = await send(agent, {
      username: friend.name.toUpperCase(),
      amount: '40.25',
      paypassword: agent.payPassword,
    });
    assert.equal(r.body.code, 200, r.text);
    assert.equal(r.body.message, M.done);
    assert.match(r.body.data.order_no, /^D\d{18}$/);
    assert.deepEqual([r.body.data.username, r.body.data.amount, r.body.data.balance], [friend.name, '40.25', '59.75']);
    assert.equal(await mainBalance(t.app, agent.token), '59.75');
    assert.equal(await mainBalance(t.app, friend.token), '40.25');
    assert.equal(await required(friend), '40.25');
    assert.equal(await required(agent), agentRequiredBefore);

    const paid = await records(agent);
    assert.equal(paid.total, 1);
    const out = paid.data[0];
    assert.deepEqual(
      [out.order_no, out.amount, out.real_money, out.state, out.direction, out.counterparty, out.pay_way],
      [r.body.data.order_no, '40.25', '40.25', 1, 'out', friend.name, '转给下级'],
    );
    assert.match(out.created_at, BEIJING_TIME_RE);
    const got = await records(friend, { api_type: 'ag' });
    assert.equal(got.total, 1, 'a venue filter does not hide a wallet-to-wallet transfer');
    const masked = `${agent.name.slice(0, 2)}***${agent.name.slice(-2)}`;
    assert.deepEqual(
      [got.data[0].amount, got.data[0].direction, got.data[0].counterparty, got.data[0].pay_way],
      ['40.25', 'in', masked, '上级转入'],
    );
    assert.match(got.data[0].order_no, /^D\d{18}$/);
    assert.equal(
      (
        await call(t.app, '/api/gettransrecord', {
          token: friend.token,
          body: { type: 5, date: 1, page: 1, api_type: '' },
        })
      ).body.data.total,
      0,
    );
    const audit = await fullAudit(t.app);
    assert.equal(audit.ok, true, JSON.stringify(audit));
  });

  it('a retry with the same key replays the first answer and moves nothing; another body under it is 409', async () => {
    const body = { username: friend.name, amount: '9.75', paypassword: agent.payPassword };
    const first = await send(agent, body, 'downline-replay-1');
    assert.equal(first.body.code, 200, first.text);
    const again = await send(agent, body, 'downline-replay-1');
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(again.text, first.text);
    const other = await send(agent, { ...body, amount: '1.00' }, 'downline-replay-1');
    assert.deepEqual([other.body.code, other.body.message], [409, '该请求已处理，请勿重复提交']);
    assert.equal(await mainBalance(t.app, agent.token), '50.00');
    assert.equal(await mainBalance(t.app, friend.token), '50.00');
    assert.equal((await records(agent)).total, 2);
    assert.equal((await records(friend)).total, 2);
    // A refusal is an answer too: replayed even after the balance would now cover it.
    const poor = await send(agent, { ...body, amount: '60.00' }, 'downline-replay-2');
    assert.equal(poor.body.code, 210);
    await credit(t.app, agent.name, '100.00');
    const replayed = await send(agent, { ...body, amount: '60.00' }, 'downline-replay-2');
    assert.deepEqual([replayed.body.code, replayed.headers['idempotent-replayed']], [210, 'true']);
    assert.equal(await mainBalance(t.app, agent.token), '150.00');
  });

  it('two concurrent transfers the balance covers once: exactly one succeeds', async () => {
    const boss = await newMember(t.app, { fund: '100.00' });
    await makeAgent(boss);
    const a = await downlineOf(boss);
    const b = await downlineOf(boss);
    const results = await Promise.all([
      send(boss, { username: a.name, amount: '80', paypassword: boss.payPassword }),
      send(boss, { username: b.name, amount: '80', paypassword: boss.payPassword }),
    ]);
    assert.deepEqual(results.map((r) => r.body.code).sort(), [200, 210], JSON.stringify(results.map((r) => r.body)));
    assert.equal(await mainBalance(t.app, boss.token), '20.00');
    const received = [await mainBalance(t.app, a.token), await mainBalance(t.app, b.token)].sort();
    assert.deepEqual(received, ['0.00', '80.00']);
    assert.equal((await records(boss)).total, 1);
    const audit = await fullAudit(t.app);
    assert.equal(audit.ok, true, JSON.stringify(audit));
  });

  it('/api/downlines: agents only; the active direct downline in full, newest first, searchable', async () => {
    const list = (who: Member, body: Record<string, unknown> = {}) =>
      call(t.app, '/api/downlines', { token: who.token, body: { page: 1, ...body } });
    const refused = await list(friend);
    assert.deepEqual([refused.body.code, refused.body.message], [500, M.notAgent]);

    const lead = await newMember(t.app);
    await makeAgent(lead);
    assert.equal((await list(lead)).body.data.total, 0);
    const first = await downlineOf(lead);
    const second = await downlineOf(lead);
    await downlineOf(first); // a downline's downline is not the agent's
    const all = (await list(lead)).body.data;
    assert.equal(all.total, 2);
    assert.deepEqual(
      all.data.map((r: { id: number; username: string }) => [r.id, r.username]),
      [
        [second.id, second.name],
        [first.id, first.name],
      ],
    );
    assert.match(all.data[0].created_at, BEIJING_TIME_RE);
    const found = (await list(lead, { username: first.name.slice(-4).toUpperCase() })).body.data;
    assert.deepEqual(
      found.data.map((r: { username: string }) => r.username),
      [first.name],
    );
    assert.equal((await list(lead, { username: '%' })).body.data.total, 0, 'a % is a letter, not a pattern');
    const paged = (
      await call(t.app, '/api/downlines', { method: 'GET', token: lead.token, query: { page: '2', pagesize: '1' } })
    ).body.data;
    assert.deepEqual([paged.current_page, paged.last_page, paged.data[0].username], [2, 2, first.name]);
  });
});
