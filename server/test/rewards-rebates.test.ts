/**
 * Rebates: the day's settled turnover by venue (lottery rooms and venues, three categories here)
 * × the member's VIP rate, exact to the cent; written once per day (re-runs add nothing); listed
 * by /api/getfanshui with its totals and filters; claimed exactly once under 20 concurrent claims
 * into the main wallet as type 6 with 1× turnover.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { transactionRecords } from '../src/domain/records/transactions.ts';
import { runRebateDay } from '../src/domain/rewards/rebate-day.ts';
import { call } from './helpers.ts';
import {
  current,
  funded,
  lotteryTestApp,
  optionId,
  order,
  PC28,
  PC28_ROOM,
  type LotteryTestApp,
} from './lottery-support.ts';
import { mainBalance, type Member } from './money-helpers.ts';
import { bj, settledVenueBet } from './rewards-support.ts';

describe('rebates', () => {
  let t: LotteryTestApp;
  let m: Member;
  let other: Member;

  before(async () => {
    // The lottery clock starts at 2026-03-02 14:00 Beijing.
    t = await lotteryTestApp();
    await t.tickAt(0);
    m = await funded(t.app, '1000.00');
    other = await funded(t.app, '1000.00');
    await t.db.query('UPDATE users SET vip = 3 WHERE id = $1', [m.id]);
    const expect = String((await current(t, PC28)).expect);
    const placed = await order(t.app, m.token, {
      room_id: PC28_ROOM,
      expect,
      order: [
        { id: await optionId(t, PC28, '大'), total: 10, data: '' },
        { id: await optionId(t, PC28, '14'), total: 20, data: '14' },
      ],
    });
    assert.equal(placed.body.code, 200, placed.text);
    // Drawn and settled the same Beijing day.
    await t.tickAt(600);
    const v = (platform: string, category: string, stake: bigint, at: string, userId = m.id) =>
      settledVenueBet(t.db, { userId, platform, category, stake, at: bj(at) });
    await v('ag', 'realbet', 100_000n, '2026-03-02 00:00:00');
    await v('ag', 'realbet', 23_456n, '2026-03-02 23:59:59');
    await v('obgdy', 'concise', 99_999n, '2026-03-02 12:00:00');
    await v('sbty', 'sport', 5_005n, '2026-03-02 18:30:00');
    // Outside the day: not counted.
    await v('ag', 'realbet', 777_777n, '2026-03-01 23:59:59');
    await v('ag', 'realbet', 777_777n, '2026-03-03 00:00:00');
    // VIP1 member: VIP1's rate.
    await v('ag', 'realbet', 10_000n, '2026-03-02 09:00:00', other.id);
    await t.db.query("INSERT INTO reward_job_days (job, day) VALUES ('vip', '2026-03-01'), ('rebate', '2026-03-01')");
  });
  after(async () => t.close());

  const fanshui = (body: Record<string, unknown>, who = m) =>
    call(t.app, '/api/getfanshui', { token: who.token, body: { date: 4, page: 1, api_type: '', type: '', ...body } });

  it('writes the day after it ends: turnover per venue × the VIP3 rate, rounded half up to the cent', async () => {
    const report = await t.app.rewards.catchUp(bj('2026-03-03 00:00:30'));
    assert.deepEqual(
      report.rebates.map((d) => d.day),
      ['2026-03-02'],
    );
    const rows = await t.db.query<{ platform_name: string; turnover: string; rate_bp: number; amount: string }>(
      'SELECT platform_name, turnover::text, rate_bp, amount::text FROM rebates WHERE user_id = $1 ORDER BY platform_name',
      [m.id],
    );
    assert.deepEqual(
      rows.map((r) => [r.platform_name, r.turnover, r.rate_bp, r.amount]),
      [
        // 3000 × 0.40 % = 12.
        ['OWN', '3000', 40, '12'],
        // 123456 × 0.60 % = 740.736 → 741.
        ['ag', '123456', 60, '741'],
        // 99999 × 0.70 % = 699.993 → 700.
        ['obgdy', '99999', 70, '700'],
        // 5005 × 0.60 % = 30.03 → 30.
        ['sbty', '5005', 60, '30'],
      ],
    );
    const [o] = await t.db.query<{ amount: string }>('SELECT amount::text FROM rebates WHERE user_id = $1', [other.id]);
    // VIP1 real person 0.40 %: 10000 × 0.40 % = 40.
    assert.equal(o!.amount, '40');
    // Running the day again (an operator re-run) writes nothing more.
    const again = await t.db.tx((q) => runRebateDay(q, '2026-03-02'));
    assert.equal(again.written, 0);
    assert.equal((await t.app.rewards.catchUp(bj('2026-03-03 05:00:00'))).rebates.length, 0);
    // A late settlement of that day: the re-run writes the difference only.
    // (123456 + 1000) × 0.60 % = 746.736 → 747; 741 written before: 6 more.
    await settledVenueBet(t.db, {
      userId: m.id,
      platform: 'ag',
      category: 'realbet',
      stake: 1_000n,
      at: bj('2026-03-02 20:00:00'),
    });
    const late = await t.db.tx((q) => runRebateDay(q, '2026-03-02'));
    assert.deepEqual([late.written, late.amount], [1, 6n]);
    assert.equal((await t.db.tx((q) => runRebateDay(q, '2026-03-02'))).written, 0);
  });

  it('lists the records with gamename, 0 unclaimed, the totals, and filters by platform and state', async () => {
    t.app.rewards.clock = () => bj('2026-03-03 10:00:00');
    const data = (await fanshui({})).body.data;
    assert.equal(data.jisuan, '0.00');
    assert.equal(data.nojisuan, '14.89');
    assert.equal(data.list.total, 5);
    assert.deepEqual(
      data.list.data
        .map((r: { gamename: string; money: string; state: number }) => [r.gamename, r.money, r.state])
        .sort(),
      [
        ['AG真人', '0.06', 0],
        ['AG真人', '7.41', 0],
        ['OB电子', '7.00', 0],
        ['彩票', '0.12', 0],
        ['沙巴体育', '0.30', 0],
      ],
    );
    assert.equal((await fanshui({ api_type: 'ag' })).body.data.list.total, 2);
    assert.equal((await fanshui({ type: 2 })).body.data.list.total, 0);
    assert.equal((await fanshui({ type: 1 })).body.data.list.total, 5);
    // The next day's "today" window no longer has them.
    t.app.rewards.clock = () => bj('2026-03-04 10:00:00');
    assert.equal((await fanshui({ date: 1 })).body.data.list.total, 0);
    const user = (await call(t.app, '/api/user', { token: m.token })).body.data;
    assert.equal(user.fanshui, '14.89');
  });

  it('20 concurrent claims pay the pending amount exactly once, as type 6 with 1× turnover', async () => {
    const before = await mainBalance(t.app, m.token);
    const [u0] = await t.db.query<{ r: string }>('SELECT turnover_required::text AS r FROM users WHERE id = $1', [
      m.id,
    ]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, '/api/dofanshui', { token: m.token, body: {} })),
    );
    const codes = answers.map((a) => a.body.code).sort();
    assert.deepEqual(codes, [200, ...Array(19).fill(202)]);
    assert.equal(answers.find((a) => a.body.code === 200)!.body.message, '成功领取');
    assert.equal(answers.find((a) => a.body.code === 202)!.body.message, '没有可领取的返水');
    const after = await mainBalance(t.app, m.token);
    assert.equal(Math.round(Number(after) * 100) - Math.round(Number(before) * 100), 1489);
    const [u1] = await t.db.query<{ r: string }>('SELECT turnover_required::text AS r FROM users WHERE id = $1', [
      m.id,
    ]);
    assert.equal(Number(u1!.r) - Number(u0!.r), 1489);
    const data = (await fanshui({})).body.data;
    assert.deepEqual([data.jisuan, data.nojisuan], ['14.89', '0.00']);
    assert.ok(data.list.data.every((r: { state: number; updated_at: string }) => r.state === 1));
    // Their 账户明细 lines (type 6) are claimed with the movement.
    const logs = await t.db.query<{ state: number; tx_id: number | null }>(
      'SELECT state, tx_id FROM transfer_logs WHERE user_id = $1 AND transfer_type = 6',
      [m.id],
    );
    assert.equal(logs.length, 5);
    assert.ok(logs.every((l) => l.state === 1 && l.tx_id !== null));
    // …named as on /fanshui: the venue's name, 彩票 for the lottery (not its platform code). The
    // records' date window is the wall clock's, so read them from the day itself.
    const lines = await transactionRecords(t.db, {
      userId: m.id,
      type: 6,
      since: bj('2026-03-01 00:00:00'),
      apiType: '',
      page: { page: 1, perPage: 20, offset: 0 },
    });
    const payWays = lines.rows.map((r) => r.pay_way).sort();
    assert.deepEqual(payWays, data.list.data.map((r: { gamename: string }) => r.gamename).sort());
    assert.ok(payWays.includes('彩票'));
    const [house] = await t.db.query<{ balance: string }>(
      "SELECT balance::text FROM ledger_accounts WHERE code = 'house:rebates'",
    );
    assert.equal(house!.balance, '-1489');
  });

  it('a claim resent with its Idempotency-Key pays once and replays the first answer byte for byte', async () => {
    // `other` still has its VIP1 rebate pending.
    const before = await mainBalance(t.app, other.token);
    const pending = (await fanshui({}, other)).body.data.nojisuan;
    assert.notEqual(pending, '0.00');
    const keyed = (key: string, body: Record<string, unknown> = {}) =>
      call(t.app, '/api/dofanshui', { token: other.token, body, headers: { 'idempotency-key': key } });
    const first = await keyed('rebate-claim-1');
    assert.equal(first.body.code, 200, first.text);
    assert.equal(first.headers['idempotent-replayed'], undefined);
    const again = await Promise.all([keyed('rebate-claim-1'), keyed('rebate-claim-1')]);
    for (const r of again) {
      assert.equal(r.text, first.text);
      assert.equal(r.headers['idempotent-replayed'], 'true');
    }
    const [claims] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'rebate_claim' AND actor = $1",
      [`user:${other.id}`],
    );
    assert.equal(claims!.n, 1);
    const after = await mainBalance(t.app, other.token);
    assert.equal(Math.round(Number(after) * 100) - Math.round(Number(before) * 100), Math.round(Number(pending) * 100));
    assert.equal((await keyed('rebate-claim-1', { x: 1 })).body.code, 409);
    // A new key is a new claim, refused as nothing is pending; that refusal is replayed too.
    const none = await keyed('rebate-claim-2');
    assert.deepEqual([none.body.code, none.body.message], [202, '没有可领取的返水']);
    assert.equal((await keyed('rebate-claim-2')).headers['idempotent-replayed'], 'true');
  });
});
