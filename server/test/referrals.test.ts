/**
 * Referrals: the pid recorded at registration, the invite reward paid once on an invitee's
 * qualifying approved deposit (gift 邀请礼金 with its turnover), the overview and the two lists.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { INVITE_MESSAGES } from '../../contract/referrals/rules.ts';
import { call, createTestApp, uniqueName, BEIJING_TIME_RE, type TestApp } from './helpers.ts';
import { mainBalance, newMember, ops, review, type Member } from './money-helpers.ts';

const BANK = {
  paytype: 'bank',
  bank: '工商银行',
  bank_no: '6222000011112222',
  bank_owner: '张三',
  bank_address: '深圳分行',
};

describe('referrals', () => {
  let t: TestApp;
  let inviter: Member;
  before(async () => {
    t = await createTestApp();
    inviter = await newMember(t.app);
  });
  after(async () => t.close());

  // Each from an address of its own: a shared one holds the reward for review (invite-checks.test.ts).
  let address = 0;
  async function invitee(pid: unknown = inviter.id) {
    const name = uniqueName('fr');
    const r = await call(t.app, '/api/register', {
      remoteAddress: `198.51.100.${++address}`,
      body: {
        name,
        password: 'secret123',
        confirmPass: 'secret123',
        realname: name,
        paypassword: 'secret123',
        code: 'ab12',
        pid,
      },
    });
    assert.equal(r.body.code, 200, r.text);
    return { name, token: r.body.data.api_token as string, id: r.body.data.id as number };
  }
  async function deposit(token: string, amount: string) {
    const r = await call(t.app, '/api/recharge', { token, body: { ...BANK, amount } });
    assert.equal(r.body.code, 200, r.text);
    return r.body.message as string;
  }
  const get = (url: string, body: Record<string, unknown> = {}, token = inviter.token) =>
    call(t.app, url, { token, body });

  it('the invite card: pid, invite code, link path, rule figures and the introduction', async () => {
    const info = (await get('/api/inviteinfo')).body.data;
    assert.match(info.invite_code, /^[2-9A-HJKMNP-Z]{7}$/);
    assert.deepEqual(
      [info.pid, info.invite_path, info.reward, info.min_deposit],
      [inviter.id, `/#/reg2?pid=${info.invite_code}`, '18.00', '100.00'],
    );
    assert.match(info.rules, /100\.00 元/);
    assert.match(info.rules, /18\.00 元/);
  });

  it('pays the inviter once on the first qualifying approved deposit; a small one or a second one pays nothing', async () => {
    await call(t.app, '/admin/invite-rule', { token: null, headers: ops, body: { min_deposit: '150' } });
    const f = await invitee();
    const small = await deposit(f.token, '100');
    assert.equal((await review(t.app, 'deposits', small, 'approve')).body.code, 200);
    assert.equal(await mainBalance(t.app, inviter.token), '0.00');
    const first = await deposit(f.token, '150');
    const second = await deposit(f.token, '300');
    const results = await Promise.all([
      review(t.app, 'deposits', first, 'approve'),
      review(t.app, 'deposits', first, 'approve'),
      review(t.app, 'deposits', second, 'approve'),
    ]);
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 200, 409]);
    assert.equal(await mainBalance(t.app, inviter.token), '18.00');
    const gifts = await get('/api/gettransrecord', { date: 1, type: 5, page: 1, api_type: '' });
    assert.deepEqual(
      gifts.body.data.data.map((r: { amount: string; pay_way: string }) => [r.amount, r.pay_way]),
      [['18.00', '邀请礼金']],
    );
    assert.equal((await get('/api/getBetAmount')).body.data.required, '18.00');
  });

  it('an unknown pid is ignored; a member without invitees sees zeros', async () => {
    const stray = await invitee(999999);
    const me = (await call(t.app, '/api/invitestats', { token: stray.token })).body.data;
    assert.deepEqual(me, { direct: 0, today: 0, depositors: 0, total_gift: '0.00' });
  });

  it('overview, 礼金记录 and 好友明细 from real data, with masked names and date ranges', async () => {
    const other = await invitee();
    const stats = (await get('/api/invitestats')).body.data;
    assert.deepEqual(stats, { direct: 2, today: 2, depositors: 1, total_gift: '18.00' });
    const friends = (await get('/api/invitefriends', { page: 1 })).body.data;
    assert.equal(friends.total, 2);
    const newest = friends.data[0];
    assert.equal(newest.username, `${other.name.slice(0, 2)}***${other.name.slice(-2)}`);
    assert.deepEqual([newest.deposit, newest.gift], ['0.00', '0.00']);
    assert.deepEqual([friends.data[1].deposit, friends.data[1].gift], ['550.00', '18.00']);
    assert.match(newest.created_at, BEIJING_TIME_RE);
    const gifts = (await get('/api/invitegifts', { page: 1 })).body.data;
    assert.deepEqual([gifts.total, gifts.data[0].amount], [1, '18.00']);

    const today = newest.created_at.slice(0, 10);
    assert.equal((await get('/api/invitefriends', { page: 1, start: today, end: today })).body.data.total, 2);
    assert.equal(
      (await get('/api/invitefriends', { page: 1, start: '2000-01-01', end: '2000-01-31' })).body.data.total,
      0,
    );
    assert.equal((await get('/api/invitegifts', { page: 1, end: '2000-01-31' })).body.data.total, 0);
    const reversed = await get('/api/invitefriends', { page: 1, start: '2024-02-02', end: '2024-02-01' });
    assert.deepEqual([reversed.body.code, reversed.body.message], [1000, INVITE_MESSAGES.range]);
    const bad = await get('/api/invitegifts', { page: 1, start: '2024-13-01' });
    assert.deepEqual([bad.body.code, bad.body.message], [1000, INVITE_MESSAGES.date]);
  });

  it('the operator changes the rule (0 switches rewards off) and the introduction (sanitised)', async () => {
    const set = await call(t.app, '/admin/invite-rule', {
      token: null,
      headers: ops,
      body: { reward: '0', intro: '<p>新规则<script>x()</script></p>' },
    });
    assert.equal(set.status, 200, set.text);
    const info = (await get('/api/inviteinfo')).body.data;
    assert.deepEqual([info.reward, info.rules], ['0.00', '<p>新规则</p>']);
    const f = await invitee();
    await review(t.app, 'deposits', await deposit(f.token, '500'), 'approve');
    assert.equal(await mainBalance(t.app, inviter.token), '18.00');
  });
});
