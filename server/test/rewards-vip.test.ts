/**
 * VIP levels: /api/uservip (open to visitors), the daily job with an injected clock: promotion one
 * level a day, demotion after 90 days short of the retention turnover, each change recorded and
 * told to the member in the inbox, and exact catch-up after downtime.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { RewardJobs } from '../src/domain/rewards/jobs.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { newMember } from './money-helpers.ts';
import { bj, settledVenueBet } from './rewards-support.ts';

describe('VIP levels', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ lotteryScheduler: false });
  });
  after(async () => t.close());

  it('lists ten levels to a visitor, with requirements and rates as the wire sends them', async () => {
    const r = await call(t.app, '/api/uservip', { token: null });
    assert.equal(r.body.code, 200);
    const levels = r.body.data;
    assert.equal(levels.length, 10);
    assert.deepEqual(
      levels.map((l: { id: number }) => l.id),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
    assert.deepEqual(
      [
        levels[1].vipname,
        levels[1].recharge,
        levels[1].flow,
        levels[1].realperson,
        levels[1].lottery,
        levels[9].electron,
      ],
      ['VIP2', '1000.00', '5000.00', '0.50', '0.30', '1.80'],
    );
    const get = await call(t.app, '/api/uservip', { method: 'GET', token: null });
    assert.equal(get.body.data.length, 10);
  });

  async function setUser(id: number, fields: { paysum?: bigint; totalgame?: bigint; vip?: number; since?: Date }) {
    await t.db.query(
      `UPDATE users SET paysum = coalesce($2, paysum), totalgame = coalesce($3, totalgame), vip = coalesce($4, vip),
         vip_since = coalesce($5, vip_since) WHERE id = $1`,
      [id, fields.paysum ?? null, fields.totalgame ?? null, fields.vip ?? null, fields.since ?? null],
    );
  }
  // The member's VIP messages, newest first, as /api/message lists them.
  const vipMessages = async (token: string) => {
    const r = await call(t.app, '/api/message', { token, body: { page: 1 } });
    assert.equal(r.body.code, 200, r.text);
    return (r.body.data.data as { title: string; content: string }[])
      .filter((m) => m.title.startsWith('VIP'))
      .map((m) => [m.title, m.content]);
  };

  const vipOf = async (id: number) =>
    (await t.db.query<{ vip: number }>('SELECT vip FROM users WHERE id = $1', [id]))[0]!.vip;

  it('promotes one level per day (no skipping), catches up each missed day exactly once', async () => {
    const m = await newMember(t.app);
    // Enough for VIP4 at once: still one level per day.
    await setUser(m.id, { paysum: 2_000_000n, totalgame: 10_000_000n, since: bj('2026-01-01 00:00:00') });
    await t.db.query("INSERT INTO reward_job_days (job, day) VALUES ('vip', '2026-03-01'), ('rebate', '2026-03-01')");

    const first = await t.app.rewards.catchUp(bj('2026-03-03 00:00:05'));
    assert.deepEqual(
      first.vip.map((d) => d.day),
      ['2026-03-02'],
    );
    assert.equal(await vipOf(m.id), 2);
    const promoted = (n: number) => [
      'VIP等级提升',
      `恭喜您晋级VIP${n}！您的累计充值与累计流水已达到VIP${n}的晋级条件，尊享更高返水比例与专属福利。`,
    ];
    assert.deepEqual(await vipMessages(m.token), [promoted(2)]);
    // The same day again: nothing, and no second message.
    assert.equal((await t.app.rewards.catchUp(bj('2026-03-03 08:00:00'))).vip.length, 0);
    assert.equal(await vipOf(m.id), 2);
    assert.equal((await vipMessages(m.token)).length, 1);

    // Down for two days: both missed days run, once each, one level each.
    const later = await t.app.rewards.catchUp(bj('2026-03-05 00:01:00'));
    assert.deepEqual(
      later.vip.map((d) => d.day),
      ['2026-03-03', '2026-03-04'],
    );
    assert.equal(await vipOf(m.id), 4);
    // VIP4 is as far as the figures reach.
    await t.app.rewards.catchUp(bj('2026-03-06 00:01:00'));
    assert.equal(await vipOf(m.id), 4);
    assert.deepEqual(await vipMessages(m.token), [promoted(4), promoted(3), promoted(2)]);

    const changes = await t.db.query<{ day: string; from_level: number; to_level: number; reason: string }>(
      'SELECT day::text AS day, from_level, to_level, reason FROM vip_changes WHERE user_id = $1 ORDER BY day',
      [m.id],
    );
    assert.deepEqual(
      changes.map((c) => [c.day, c.from_level, c.to_level, c.reason]),
      [
        ['2026-03-02', 1, 2, 'promote'],
        ['2026-03-03', 2, 3, 'promote'],
        ['2026-03-04', 3, 4, 'promote'],
      ],
    );
  });

  it('demotes one level once 90 days pass short of the retention turnover; enough turnover keeps it', async () => {
    const short = await newMember(t.app);
    const kept = await newMember(t.app);
    // VIP3 since 2025-12-07 00:00 Beijing; VIP3 needs 5000.00 in 90 days to keep. paysum below VIP4.
    for (const m of [short, kept])
      await setUser(m.id, { vip: 3, paysum: 600_000n, totalgame: 0n, since: bj('2025-12-07 00:00:00') });
    await settledVenueBet(t.db, {
      userId: short.id,
      platform: 'ag',
      category: 'realbet',
      stake: 499_999n,
      at: bj('2026-01-10 12:00:00'),
    });
    await settledVenueBet(t.db, {
      userId: kept.id,
      platform: 'ag',
      category: 'realbet',
      stake: 500_000n,
      at: bj('2026-01-10 12:00:00'),
    });
    await t.db.query("DELETE FROM reward_job_days WHERE job = 'vip'");
    await t.db.query("INSERT INTO reward_job_days (job, day) VALUES ('vip', '2026-03-04')");

    // Day 2026-03-05 ends 03-06 00:00: 89 days after 12-07 — not yet.
    await t.app.rewards.catchUp(bj('2026-03-06 00:00:01'));
    assert.deepEqual([await vipOf(short.id), await vipOf(kept.id)], [3, 3]);
    // Day 03-06 ends at 90 days: the short member goes down one level, the other keeps it.
    await t.app.rewards.catchUp(bj('2026-03-07 00:00:01'));
    assert.deepEqual([await vipOf(short.id), await vipOf(kept.id)], [2, 3]);
    const [change] = await t.db.query<{ day: string; reason: string; to_level: number }>(
      'SELECT day::text AS day, reason, to_level FROM vip_changes WHERE user_id = $1',
      [short.id],
    );
    assert.deepEqual([change!.day, change!.reason, change!.to_level], ['2026-03-06', 'demote', 2]);
    assert.deepEqual(await vipMessages(short.token), [
      ['VIP等级调整', '您的等级已调整为VIP2。原因：近90天有效投注未达到VIP3的保级要求（5000.00元）。'],
    ]);
    assert.deepEqual(await vipMessages(kept.token), []);
    // A new 90-day window starts with the new level: not demoted again the next day.
    await t.app.rewards.catchUp(bj('2026-03-08 00:00:01'));
    assert.equal(await vipOf(short.id), 2);
    assert.equal((await vipMessages(short.token)).length, 1);
  });

  it('runs only on the leader: a follower runs no day until it takes the leadership', async () => {
    let leading = false;
    const quiet = { info: () => {}, error: () => {} };
    const jobs = new RewardJobs(
      t.db,
      {
        get isLeader() {
          return leading;
        },
        acquire: async () => leading,
        release: async () => {},
      },
      quiet,
    );
    await t.db.query("DELETE FROM reward_job_days WHERE day >= '2026-04-01'");
    await t.db.query("INSERT INTO reward_job_days (job, day) VALUES ('vip', '2026-04-01'), ('rebate', '2026-04-01')");
    const follower = await jobs.catchUp(bj('2026-04-03 00:00:10'));
    assert.deepEqual([follower.rebates.length, follower.vip.length], [0, 0]);
    leading = true;
    const leader = await jobs.catchUp(bj('2026-04-03 00:00:10'));
    assert.deepEqual(
      [leader.rebates.map((d) => d.day), leader.vip.map((d) => d.day)],
      [['2026-04-02'], ['2026-04-02']],
    );
  });
});
