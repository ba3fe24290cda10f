/**
 * Time-outs and self-exclusions (docs/API.md#protection): the two-step choice and its messages,
 * every session and chat socket ended at once, the restricted view afterwards (one refusal with
 * the Beijing end date; withdrawal still works), nothing lifts one early, and a self-exclusion's
 * end, reopen request and reopening 24 hours later. Time is moved by shifting the rows back.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type WebSocket from 'ws';
import { formatBeijing } from '../src/lib/time.ts';
import { admitted, listenOn, openSocket } from './chat-support.ts';
import { BEIJING_TIME_RE, call, createTestApp, loginAs, OPS_TOKEN, type TestApp } from './helpers.ts';
import { bindBank, newMember, review, type Member } from './money-helpers.ts';

function closedWithin(ws: WebSocket, ms: number): Promise<number | 'still open'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      ws.terminate();
      resolve('still open');
    }, ms);
    ws.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

const ask = (t: TestApp, token: string, body: Record<string, unknown>) =>
  call(t.app, '/api/protectionExclusionRequest', { token, body });
const confirm = (t: TestApp, token: string, body: Record<string, unknown>) =>
  call(t.app, '/api/protectionExclusionConfirm', { token, body });

/** Both steps; answers the confirmation and the end date step one showed. */
async function exclude(t: TestApp, m: Member, kind: string, length: number) {
  const asked = await ask(t, m.token, { kind, length });
  assert.equal(asked.body.code, 200, asked.text);
  const done = await confirm(t, m.token, { confirm_id: asked.body.data.confirm_id, password: m.password });
  assert.equal(done.body.code, 200, done.text);
  return { done, until: asked.body.data.ends_at as string };
}

/** Moves every restriction of the member `interval` into the past. */
async function shiftBack(t: TestApp, m: Member, interval: string): Promise<void> {
  await t.db.query(
    `UPDATE protection_exclusions SET starts_at = starts_at - $2::interval, ends_at = ends_at - $2::interval,
            reopen_requested_at = reopen_requested_at - $2::interval WHERE user_id = $1`,
    [m.id, interval],
  );
}

describe('time-out and self-exclusion', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await createTestApp({ lotteryScheduler: false });
    base = await listenOn(t.app);
  });
  after(async () => t.close());

  it('step one: exact messages for the kind and length, a summary with the Beijing end date', async () => {
    const m = await newMember(t.app);
    assert.equal((await ask(t, m.token, { kind: 'pause', length: 1 })).body.message, '请选择冷静期或自我排除');
    assert.equal((await ask(t, m.token, { kind: 'timeout', length: 43 })).body.message, '冷静期须为1至42天');
    assert.equal((await ask(t, m.token, { kind: 'timeout' })).body.message, '冷静期须为1至42天');
    assert.equal(
      (await ask(t, m.token, { kind: 'exclusion', length: 3 })).body.message,
      '自我排除期限须为6个月、1年、2年或5年',
    );
    const asked = await ask(t, m.token, { kind: 'exclusion', length: 12 });
    assert.equal(asked.body.code, 200, asked.text);
    const until = asked.body.data.ends_at as string;
    assert.match(until, BEIJING_TIME_RE);
    assert.equal(
      asked.body.message,
      `自我排除1年，至${until}（北京时间）结束。期间只能查询余额和提款，不能提前结束。请输入登录密码确认。`,
    );
    const timeout = await ask(t, m.token, { kind: 'timeout', length: 1 });
    assert.match(timeout.body.data.summary, /^冷静期1天，至/);
    assert.equal((await call(t.app, '/api/protectionStatus', { token: m.token })).body.data.state, 'open');
  });

  it('step two: exact messages for a missing id, a missing or wrong password and an expired confirmation', async () => {
    const m = await newMember(t.app);
    const asked = await ask(t, m.token, { kind: 'timeout', length: 7 });
    const id = asked.body.data.confirm_id as string;
    assert.equal((await confirm(t, m.token, { password: m.password })).body.message, '缺少确认编号，请重新申请');
    assert.equal((await confirm(t, m.token, { confirm_id: id })).body.message, '请输入登录密码');
    const wrong = await confirm(t, m.token, { confirm_id: id, password: 'not-the-password' });
    assert.deepEqual([wrong.body.code, wrong.body.message], [205, '登录密码不正确']);
    await t.db.query(`UPDATE protection_exclusion_requests SET created_at = now() - interval '6 minutes'`);
    const late = await confirm(t, m.token, { confirm_id: id, password: m.password });
    assert.deepEqual([late.body.code, late.body.message], [403, '确认已过期，请重新申请']);
    assert.equal((await call(t.app, '/api/protectionStatus', { token: m.token })).body.data.state, 'open');
  });

  it('a confirmed time-out ends every token and closes a live chat socket within a second (4001)', async () => {
    const m = await newMember(t.app);
    // /api/login keeps the other sessions: two live tokens.
    const second = (await call(t.app, '/api/login', { body: { name: m.name, password: m.password } })).body.data
      .api_token as string;
    const ws = await openSocket(`${base}?roomid=11&_token=${second}`);
    await admitted(ws);
    const closed = closedWithin(ws, 1000);
    const { done, until } = await exclude(t, m, 'timeout', 7);
    assert.equal(done.body.message, `冷静期已生效，至${until}（北京时间）结束`);
    assert.equal(await closed, 4001);
    for (const token of [m.token, second]) assert.equal((await call(t.app, '/api/user', { token })).body.code, 401);
    // A new login's socket is not admitted to a room while the time-out runs (4002, no login prompt).
    const again = await openSocket(`${base}?roomid=11&_token=${await loginAs(t.app, m.name, m.password)}`);
    assert.equal(await closedWithin(again, 1000), 4002);
  });

  it('a login afterwards gives the restricted view: refusals name the Beijing end, withdrawal still works', async () => {
    const m = await newMember(t.app, { fund: '500' });
    const card = await bindBank(t.app, m);
    const pending = await call(t.app, '/api/withdraw', {
      token: m.token,
      body: { amount: '100', bank: card, password: m.payPassword },
    });
    assert.equal(pending.body.code, 200, pending.text);
    const { until } = await exclude(t, m, 'timeout', 30);

    const login = await call(t.app, '/api/login_pc', { body: { name: m.name, password: m.password } });
    assert.equal(login.body.code, 200, login.text);
    assert.deepEqual(login.body.data.protection, {
      state: 'timeout',
      until,
      reopen_at: null,
      message: `您正处于冷静期，至${until}（北京时间）结束，期间只能查询余额和提款`,
    });
    const token = login.body.data.api_token as string;
    const user = await call(t.app, '/api/user', { token });
    assert.equal(user.body.data.protection.until, until);

    const expected = `您正处于冷静期，至${until}（北京时间）结束，期间只能查询余额和提款`;
    for (const url of ['/api/transfer', '/api/recharge', '/api/lotteryOrder', '/api/getGameUrl', '/api/message']) {
      const refused = await call(t.app, url, { token, body: {} });
      assert.deepEqual([refused.body.code, refused.body.message], [403, expected], url);
    }
    assert.equal((await call(t.app, '/api/balance', { token })).body.code, 200);
    assert.equal((await call(t.app, '/api/getcard', { token, body: { type: 1 } })).body.code, 200);
    const withdrawal = await call(t.app, '/api/withdraw', {
      token,
      body: { amount: '100', bank: card, password: m.payPassword },
    });
    assert.equal(withdrawal.body.code, 200, withdrawal.text);
    // The withdrawal asked before the time-out continues through review.
    assert.equal((await review(t.app, 'withdrawals', pending.body.data.order_no, 'approve')).body.code, 200);
  });

  it('nothing shortens or lifts one early: a shorter choice is refused, a longer one extends', async () => {
    const m = await newMember(t.app);
    const { until } = await exclude(t, m, 'timeout', 30);
    const token = await loginAs(t.app, m.name, m.password);
    const shorter = await ask(t, token, { kind: 'timeout', length: 1 });
    assert.equal(shorter.body.code, 200);
    const refused = await confirm(t, token, { confirm_id: shorter.body.data.confirm_id, password: m.password });
    assert.deepEqual(
      [refused.body.code, refused.body.message],
      [403, `限制期间不能缩短或提前结束，当前限制至${until}（北京时间）`],
    );
    const reopen = await call(t.app, '/api/protectionReopen', { token });
    assert.equal(reopen.body.message, `您正处于冷静期，至${until}（北京时间）结束，期间只能查询余额和提款`);
    const longer = await exclude(t, { ...m, token }, 'exclusion', 6);
    assert.equal(longer.done.body.message, `自我排除已生效，至${longer.until}（北京时间）结束`);
  });

  it('a time-out simply ends', async () => {
    const m = await newMember(t.app);
    await exclude(t, m, 'timeout', 1);
    await shiftBack(t, m, '25 hours');
    const token = await loginAs(t.app, m.name, m.password);
    assert.equal((await call(t.app, '/api/protectionStatus', { token })).body.data.state, 'open');
    assert.notEqual((await call(t.app, '/api/transall', { token })).body.code, 403);
    assert.equal((await call(t.app, '/api/gettransrecord', { token, body: {} })).body.code, 200);
  });

  it('a self-exclusion ends closed, reopens 24 hours after the request', async () => {
    const m = await newMember(t.app);
    const { until } = await exclude(t, m, 'exclusion', 6);
    let token = await loginAs(t.app, m.name, m.password);
    const early = await call(t.app, '/api/protectionReopen', { token });
    assert.deepEqual(
      [early.body.code, early.body.message],
      [403, `自我排除至${until}（北京时间）结束，结束后才能申请重新开放`],
    );

    await shiftBack(t, m, '190 days');
    token = await loginAs(t.app, m.name, m.password);
    const closed = await call(t.app, '/api/gettransrecord', { token, body: {} });
    assert.deepEqual(
      [closed.body.code, closed.body.message],
      [403, '自我排除已结束，账户仍处于关闭状态，请先申请重新开放'],
    );

    const reopen = await call(t.app, '/api/protectionReopen', { token });
    assert.equal(reopen.body.code, 200, reopen.text);
    const at = reopen.body.data.reopen_at as string;
    assert.equal(reopen.body.message, `已申请重新开放，账户将于${at}（北京时间）开放`);
    const [row] = await t.db.query<{ at: Date }>(
      `SELECT reopen_requested_at + interval '24 hours' AS at FROM protection_exclusions WHERE user_id = $1`,
      [m.id],
    );
    assert.equal(at, formatBeijing(row!.at));
    const waiting = await call(t.app, '/api/gettransrecord', { token, body: {} });
    assert.equal(waiting.body.message, `账户将于${at}（北京时间）重新开放`);

    await shiftBack(t, m, '24 hours');
    assert.equal((await call(t.app, '/api/gettransrecord', { token, body: {} })).body.code, 200);
    assert.equal((await call(t.app, '/api/protectionStatus', { token })).body.data.state, 'open');
    assert.equal((await call(t.app, '/api/protectionReopen', { token })).body.message, '账户无需重新开放');
  });

  it('no marketing reaches a restricted member: popups, red packets, inbox messages to everyone', async () => {
    const m = await newMember(t.app);
    const other = await newMember(t.app);
    const broadcast = (title: string) =>
      call(t.app, '/admin/messages', { token: OPS_TOKEN, body: { all: true, title, content: '充值送彩金' } });
    await exclude(t, m, 'timeout', 1);
    let token = await loginAs(t.app, m.name, m.password);
    assert.equal((await broadcast('限时优惠')).body.code, 200);

    const quiet = (await call(t.app, '/api/app', { token })).body.data;
    assert.deepEqual([quiet.webcontent, quiet.index_modal, quiet.redpacket_switch], ['', '0', '0']);
    const usual = (await call(t.app, '/api/app', { token: other.token })).body.data;
    assert.deepEqual([usual.index_modal, usual.redpacket_switch], ['1', '1']);
    for (const url of ['/api/userredpacket', '/api/redpacket', '/api/douserredpacket', '/api/messageNum'])
      assert.equal((await call(t.app, url, { token, body: {} })).body.code, 403, url);

    // A day passes: the time-out and the message sent during it move back together.
    await shiftBack(t, m, '25 hours');
    await t.db.query(
      `UPDATE inbox_messages SET created_at = created_at - interval '25 hours' WHERE title = '限时优惠'`,
    );
    assert.equal((await broadcast('时段后消息')).body.code, 200);
    token = await loginAs(t.app, m.name, m.password);
    const titles = async (tok: string) =>
      (await call(t.app, '/api/message', { token: tok, body: {} })).body.data.data.map(
        (r: { title: string }) => r.title,
      );
    const mine = await titles(token);
    assert.ok(mine.includes('时段后消息') && !mine.includes('限时优惠'), JSON.stringify(mine));
    assert.ok((await titles(other.token)).includes('限时优惠'));
  });
});
