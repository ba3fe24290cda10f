/**
 * Trial accounts take no part in real-money rewards: they cannot apply for an activity, a trial
 * application is never approved (409, nothing paid), a trial inviter is never paid for an invitee's
 * deposit, and red packets and rebates refuse them. Behind those checks, a credit from any house but
 * the trial houses and the operator's manual credit refuses a trial member, whatever path asks.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TRIAL_REWARD_REFUSED } from '../../contract/money/rules.ts';
import { assertBooksBalance, call, createTestApp, uniqueName, type TestApp } from './helpers.ts';
import { mainBalance, ops, review } from './money-helpers.ts';
import { creditFromHouseIn } from '../src/domain/wallet/credit.ts';
import { REWARD_HOUSE } from '../src/domain/rewards/house.ts';
import { BizError } from '../src/lib/errors.ts';

describe('trial accounts and real-money rewards', () => {
  let t: TestApp;
  let trial: { token: string; id: number };
  before(async () => {
    t = await createTestApp();
    const r = await call(t.app, '/api/trial');
    trial = { token: r.body.data.api_token, id: r.body.data.id };
  });
  after(async () => {
    await assertBooksBalance(t.db);
    await t.close();
  });

  const admin = (url: string, body?: unknown, method: 'GET' | 'POST' = 'POST') =>
    call(t.app, url, { token: null, headers: ops, body, method });

  /** Movements of the member's wallet against a real (non-trial) house account. */
  async function realHouseMovements(userId: number): Promise<string[]> {
    const rows = await t.db.query<{ code: string }>(
      `SELECT a.code FROM ledger_postings mine
         JOIN ledger_accounts me ON me.id = mine.account_id AND me.user_id = $1
         JOIN ledger_postings other ON other.tx_id = mine.tx_id AND other.account_id <> mine.account_id
         JOIN ledger_accounts a ON a.id = other.account_id AND a.kind = 'house' AND a.code NOT LIKE 'house:trial_%'`,
      [userId],
    );
    return rows.map((r) => r.code);
  }

  async function bonusActivity(): Promise<number> {
    const created = await admin('/admin/activities', {
      type: 1,
      title: '试玩测试活动',
      content: '<p>x</p>',
      bonus: '88.00',
    });
    assert.equal(created.status, 200, created.text);
    await admin(`/admin/activities/${created.body.data.id}/publish`);
    return created.body.data.id;
  }

  it('a trial member cannot apply for a bonus activity', async () => {
    const id = await bonusActivity();
    const r = await call(t.app, '/api/doactivityapply', { token: trial.token, body: { activityid: id } });
    assert.deepEqual([r.body.code, r.body.message], [202, TRIAL_REWARD_REFUSED]);
    const [n] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity_applies WHERE user_id = $1', [
      trial.id,
    ]);
    assert.equal(n!.n, 0);
  });

  it("a trial member's application (made before the rule) is never approved: 409, nothing paid", async () => {
    const id = await bonusActivity();
    const [row] = await t.db.query<{ id: number }>(
      'INSERT INTO activity_applies (activity_id, user_id) VALUES ($1, $2) RETURNING id',
      [id, trial.id],
    );
    const before = await mainBalance(t.app, trial.token);
    const r = await admin(`/admin/activity-applications/${row!.id}/approve`);
    assert.equal(r.status, 409, r.text);
    assert.match(r.body.message, new RegExp(TRIAL_REWARD_REFUSED));
    assert.equal(await mainBalance(t.app, trial.token), before);
    assert.deepEqual(await realHouseMovements(trial.id), []);
    // The operator rejects it instead.
    const rejected = await admin(`/admin/activity-applications/${row!.id}/reject`, { reason: '试玩账号' });
    assert.equal(rejected.status, 200, rejected.text);
  });

  it('a trial inviter is never paid for an invitee’s qualifying deposit', async () => {
    const name = uniqueName('ti');
    const reg = await call(t.app, '/api/register', {
      body: {
        name,
        password: 'secret123',
        confirmPass: 'secret123',
        realname: name,
        paypassword: 'secret123',
        code: 'ab12',
        pid: trial.id,
      },
    });
    assert.equal(reg.body.code, 200, reg.text);
    const dep = await call(t.app, '/api/recharge', {
      token: reg.body.data.api_token,
      body: {
        paytype: 'bank',
        bank: '工商银行',
        bank_no: '6222000011112222',
        bank_owner: '张三',
        bank_address: '深圳分行',
        amount: '500',
      },
    });
    assert.equal(dep.body.code, 200, dep.text);
    const before = await mainBalance(t.app, trial.token);
    assert.equal((await review(t.app, 'deposits', dep.body.message, 'approve')).status, 200);
    assert.equal(await mainBalance(t.app, trial.token), before);
    const rewards = await t.db.query('SELECT id FROM invite_rewards WHERE inviter_id = $1', [trial.id]);
    assert.equal(rewards.length, 0);
    assert.deepEqual(await realHouseMovements(trial.id), []);
  });

  it('red packets and rebates refuse a trial member', async () => {
    const packet = await call(t.app, '/api/douserredpacket', { token: trial.token, body: {} });
    assert.deepEqual([packet.body.code, packet.body.message], [202, TRIAL_REWARD_REFUSED]);
    const rebate = await call(t.app, '/api/dofanshui', { token: trial.token, body: {} });
    assert.deepEqual([rebate.body.code, rebate.body.message], [202, TRIAL_REWARD_REFUSED]);
  });

  it('no reward house credits a trial member, whichever path asks; the trial houses and manual credits still do', async () => {
    for (const houseCode of [REWARD_HOUSE.promotions, REWARD_HOUSE.rebates, 'house:activities', 'house:invites']) {
      await assert.rejects(
        t.db.tx((q) => creditFromHouseIn(q, { userId: trial.id, houseCode, amount: 100n, kind: 'test' })),
        (error: unknown) => error instanceof BizError && error.message === TRIAL_REWARD_REFUSED,
        houseCode,
      );
    }
    assert.deepEqual(await realHouseMovements(trial.id), []);
    await t.db.tx((q) =>
      creditFromHouseIn(q, { userId: trial.id, houseCode: 'house:trial_bankroll', amount: 100n, kind: 'test' }),
    );
  });
});
