/**
 * The invite reward's duplicate-account checks, as the rules on /inviter state them: a bank card
 * or USDT address shared with the inviter or another invitee refuses the reward; a shared
 * registration address (IPv6 by its /64) or real name holds it for an operator, who pays or
 * refuses it once. The rules text says exactly that.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { INVITE_CHECK_RULES } from '../src/domain/referrals/rules.ts';
import { OPS_REFUSALS } from '../../contract/ops/messages.ts';
import { call, createTestApp, payPasswordFor, uniqueName, type TestApp } from './helpers.ts';
import { bindBank, mainBalance, ops, review } from './money-helpers.ts';

interface Joined {
  id: number;
  name: string;
  token: string;
  password: string;
  payPassword: string;
}

describe('invite checks', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  let cards = 0;
  const freshCard = () => `62170000${String(Date.now()).slice(-6)}${String(++cards).padStart(4, '0')}`;

  async function join(address: string, options: { pid?: number; realname?: string } = {}): Promise<Joined> {
    const name = uniqueName('ic');
    const password = 'secret123';
    const r = await call(t.app, '/api/register', {
      remoteAddress: address,
      body: {
        name,
        password,
        confirmPass: password,
        realname: options.realname ?? name,
        paypassword: payPasswordFor(password),
        code: 'ab12',
        pid: options.pid === undefined ? undefined : String(options.pid),
      },
    });
    assert.equal(r.body.code, 200, r.text);
    return { id: r.body.data.id, name, token: r.body.data.api_token, password, payPassword: payPasswordFor(password) };
  }

  /** A 100.00 bank deposit paid from `bankNo`, approved. */
  async function deposits(m: Joined, bankNo = freshCard()): Promise<void> {
    const r = await call(t.app, '/api/recharge', {
      token: m.token,
      body: {
        paytype: 'bank',
        bank: '工商银行',
        bank_no: bankNo,
        bank_owner: '李四',
        bank_address: '深圳分行',
        amount: '100',
      },
    });
    assert.equal(r.body.code, 200, r.text);
    assert.equal((await review(t.app, 'deposits', r.body.message, 'approve')).status, 200);
  }

  async function judged(invitee: Joined) {
    const list = await call(t.app, '/admin/invite-reviews', {
      method: 'GET',
      token: null,
      headers: ops,
      query: { state: 'all' },
    });
    assert.equal(list.status, 200, list.text);
    return list.body.data.find((r: { invitee: string }) => r.invitee === invitee.name);
  }

  const decide = (id: number, action: 'approve' | 'reject') =>
    call(t.app, `/admin/invite-reviews/${id}/${action}`, { token: null, headers: ops, body: {} });

  it('registration keeps the client address and its key (an IPv6 client by its /64)', async () => {
    const m = await join('2001:db8:aa:bb:1:2:3:4');
    const [row] = await t.db.query<{ register_ip: string; register_addr: string }>(
      'SELECT register_ip, register_addr FROM users WHERE id = $1',
      [m.id],
    );
    assert.deepEqual(row, { register_ip: '2001:db8:aa:bb:1:2:3:4', register_addr: '2001:db8:aa:bb::/64' });
  });

  it("an invitee registered from the inviter's address is held; the operator pays it once", async () => {
    const inviter = await join('203.0.113.10');
    const invitee = await join('203.0.113.10', { pid: inviter.id });
    await deposits(invitee);
    assert.equal(await mainBalance(t.app, inviter.token), '0.00');
    const held = await judged(invitee);
    assert.deepEqual(
      [held.state, held.reason, held.amount],
      ['pending', '与邀请人的注册 IP 相同，待人工审核', '18.00'],
    );
    const pending = await call(t.app, '/admin/invite-reviews', { method: 'GET', token: null, headers: ops });
    assert.ok(pending.body.data.some((r: { id: number }) => r.id === held.id));
    const stats = await call(t.app, '/api/invitestats', { token: inviter.token });
    assert.equal(stats.body.data.total_gift, '0.00');

    const paid = await decide(held.id, 'approve');
    assert.deepEqual([paid.status, paid.body.data], [200, { id: held.id, state: 'approved' }]);
    assert.equal(await mainBalance(t.app, inviter.token), '18.00');
    const again = await decide(held.id, 'approve');
    assert.deepEqual([again.status, again.body.message], [409, OPS_REFUSALS.inviteProcessed]);
    assert.equal(await mainBalance(t.app, inviter.token), '18.00');
    const missing = await decide(999999, 'approve');
    assert.deepEqual([missing.status, missing.body.message], [404, OPS_REFUSALS.inviteNotFound]);
  });

  it("an invitee in another invitee's IPv6 /64 is held; rejecting it pays nothing", async () => {
    const inviter = await join('203.0.113.20');
    const first = await join('2001:db8:5:6::1', { pid: inviter.id });
    await deposits(first);
    assert.equal(await mainBalance(t.app, inviter.token), '18.00');
    const second = await join('2001:db8:5:6:ffff::9', { pid: inviter.id });
    await deposits(second);
    const held = await judged(second);
    assert.deepEqual([held.state, held.reason], ['pending', `与好友 ${first.name} 的注册 IP 相同，待人工审核`]);
    const refused = await decide(held.id, 'reject');
    assert.deepEqual(refused.body.data, { id: held.id, state: 'rejected' });
    assert.equal(await mainBalance(t.app, inviter.token), '18.00');
    const friends = await call(t.app, '/api/invitefriends', { token: inviter.token, body: { page: 1 } });
    assert.deepEqual(
      friends.body.data.data.map((f: { gift: string }) => f.gift),
      ['0.00', '18.00'],
    );
  });

  it("the inviter's real name on an invitee holds the reward for review", async () => {
    const inviter = await join('203.0.113.30', { realname: '王小明' });
    const invitee = await join('203.0.113.31', { pid: inviter.id, realname: '王小明' });
    await deposits(invitee);
    const held = await judged(invitee);
    assert.deepEqual([held.state, held.reason], ['pending', '与邀请人的姓名相同，待人工审核']);
    assert.equal(await mainBalance(t.app, inviter.token), '0.00');
  });

  it('a bank card shared with the inviter or another invitee refuses the reward for good', async () => {
    const inviter = await join('203.0.113.40');
    await bindBank(t.app, inviter);
    const [card] = await t.db.query<{ bank_no: string }>('SELECT bank_no FROM user_cards WHERE user_id = $1', [
      inviter.id,
    ]);
    const spaced = card!.bank_no.replace(/(\d{4})/g, '$1 ').trim();
    const invitee = await join('203.0.113.41', { pid: inviter.id });
    await deposits(invitee, spaced);
    const refused = await judged(invitee);
    assert.deepEqual([refused.state, refused.reason], ['rejected', '与邀请人使用相同的银行卡或 USDT 地址']);
    assert.equal((await decide(refused.id, 'approve')).status, 409);
    assert.equal(await mainBalance(t.app, inviter.token), '0.00');

    const shared = freshCard();
    const first = await join('203.0.113.42', { pid: inviter.id });
    await deposits(first, shared);
    assert.equal(await mainBalance(t.app, inviter.token), '18.00');
    const second = await join('203.0.113.43', { pid: inviter.id });
    await deposits(second, shared);
    const again = await judged(second);
    assert.deepEqual([again.state, again.reason], ['rejected', `与好友 ${first.name} 使用相同的银行卡或 USDT 地址`]);
    assert.equal(await mainBalance(t.app, inviter.token), '18.00');
  });

  it('the rules on /inviter state these checks, not a device check nobody makes', async () => {
    const m = await join('203.0.113.50');
    const rules: string = (await call(t.app, '/api/inviteinfo', { token: m.token })).body.data.rules;
    assert.deepEqual(
      [...INVITE_CHECK_RULES],
      [
        '与您或您邀请的其他好友使用相同银行卡或 USDT 地址的账户不计入',
        '注册 IP 或姓名与您或您邀请的其他好友相同的账户，礼金经人工审核后发放',
        '试玩账号不参与邀请活动',
      ],
    );
    for (const line of INVITE_CHECK_RULES) assert.ok(rules.includes(`<li>${line}</li>`), rules);
    assert.doesNotMatch(rules, /设备/);
  });
});
