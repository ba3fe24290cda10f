/**
 * Red packets: the window edges in Beijing time, qualifying deposits (previous day 12:00 to
 * 10:00), draws per rule, the switch, CSPRNG amounts within the cap, gifts (type 5) with their
 * turnover requirement, and concurrent draws paying exactly the allowed number.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { drawAmount } from '../src/domain/rewards/red-packets.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { mainBalance, newMember, type Member } from './money-helpers.ts';
import { bj, depositAt } from './rewards-support.ts';

describe('red packets', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ lotteryScheduler: false });
  });
  after(async () => t.close());

  const at = (text: string) => {
    t.app.rewards.clock = () => bj(text);
  };
  const info = (m: Member) => call(t.app, '/api/userredpacket', { method: 'GET', token: m.token });
  const draw = (m: Member) => call(t.app, '/api/douserredpacket', { token: m.token, body: {} });

  it('draws a whole number of cents from the CSPRNG within [least, cap]', () => {
    assert.equal(
      drawAmount(2000n, 100n, (min) => min),
      100n,
    );
    assert.equal(
      drawAmount(2000n, 100n, (_min, max) => max - 1),
      2000n,
    );
    // A cap below the least packet pays the cap.
    assert.equal(
      drawAmount(50n, 100n, (min) => min),
      50n,
    );
    for (let i = 0; i < 200; i++) {
      const amount = drawAmount(2000n, 100n);
      assert.ok(amount >= 100n && amount <= 2000n);
    }
  });

  it('opens 10:00:00 to 11:59:59 Beijing; refuses at 09:59:59 and 12:00:00 with the window message', async () => {
    const m = await newMember(t.app);
    // 1000.00 approved the previous day after 12:00 counts (rule 1000–4999.99: 2 draws, 2 %).
    await depositAt(t.app, t.db, m.token, '1000', bj('2026-03-01 15:00:00'));

    at('2026-03-02 09:59:59');
    let state = (await info(m)).body.data;
    assert.deepEqual([state.redPacketStatus, state.sendnums, state.acquirednum, state.max_times], ['READY', 2, 0, 3]);
    assert.deepEqual(
      state.rules.map((r: Record<string, unknown>) => [r.day_flow, r.flow_money, r.recharge, r.start_time, r.end_time]),
      [
        ['100.00', '999.99', '1', '2026-03-02 10:00:00', '2026-03-02 12:00:00'],
        ['1000.00', '4999.99', '2', '2026-03-02 10:00:00', '2026-03-02 12:00:00'],
        ['5000.00', '999999999.99', '3', '2026-03-02 10:00:00', '2026-03-02 12:00:00'],
      ],
    );
    let r = await draw(m);
    assert.deepEqual([r.body.code, r.body.message], [202, '时间未到或者已过，无法领取']);

    at('2026-03-02 10:00:00');
    r = await draw(m);
    assert.equal(r.body.code, 200, r.text);
    assert.equal(r.body.message, '成功领取');
    const first = r.body.data;
    assert.match(first.redpacketmoney, /^\d+\.\d{2}$/);
    const cents = Math.round(Number(first.redpacketmoney) * 100);
    assert.ok(cents >= 100 && cents <= 2000, first.redpacketmoney);
    assert.deepEqual([first.sendnums, first.acquirednum], [1, 1]);

    at('2026-03-02 11:59:59');
    state = (await info(m)).body.data;
    assert.deepEqual([state.redPacketStatus, state.sendnums, state.acquirednum], ['STARTING', 1, 1]);
    r = await draw(m);
    assert.equal(r.body.code, 200, r.text);
    assert.deepEqual([r.body.data.sendnums, r.body.data.acquirednum], [0, 2]);
    // No draws left.
    r = await draw(m);
    assert.deepEqual([r.body.code, r.body.message], [203, '领取次数已超过奖励次数，无法领取']);

    at('2026-03-02 12:00:00');
    state = (await info(m)).body.data;
    assert.equal(state.redPacketStatus, 'END');
    r = await draw(m);
    assert.deepEqual([r.body.code, r.body.message], [202, '时间未到或者已过，无法领取']);

    // Paid as gifts (账户明细 type 5, 红包), with 1× turnover each, and listed in 福利中心.
    const gifts = (
      await call(t.app, '/api/gettransrecord', { token: m.token, body: { date: 4, page: 1, api_type: '', type: 5 } })
    ).body.data;
    assert.equal(gifts.data.filter((g: { pay_way: string }) => g.pay_way === '红包').length, 2);
    const list = (await call(t.app, '/api/redpacket', { token: m.token, body: { page: 1 } })).body.data;
    assert.equal(list.total, 2);
    assert.equal(list.data[1].redpacketmoney, first.redpacketmoney);
    assert.equal(list.data[1].money, '1000.00');
    assert.equal(list.data[1].usetime, '2026-03-02 10:00:00');
    // 充值时间: when the qualifying deposit was approved.
    assert.equal(list.data[1].recharge_time, '2026-03-01 15:00:00');
    const paid = list.data.reduce(
      (s: number, row: { redpacketmoney: string }) => s + Math.round(Number(row.redpacketmoney) * 100),
      0,
    );
    const [user] = await t.db.query<{ turnover_required: string }>(
      'SELECT turnover_required::text FROM users WHERE id = $1',
      [m.id],
    );
    // The deposit's 1× plus each packet's 1×.
    assert.equal(Number(user!.turnover_required), 100_000 + paid);
    assert.equal(await mainBalance(t.app, m.token), ((100_000 + paid) / 100).toFixed(2));
  });

  it('counts only deposits from the previous day 12:00 to 10:00; below every rule nothing is drawn', async () => {
    const m = await newMember(t.app);
    await depositAt(t.app, t.db, m.token, '900', bj('2026-03-01 11:59:59'));
    await depositAt(t.app, t.db, m.token, '5000', bj('2026-03-02 10:00:00'));
    at('2026-03-02 10:30:00');
    const state = (await info(m)).body.data;
    assert.deepEqual([state.sendnums, state.acquirednum], [0, 0]);
    const r = await draw(m);
    assert.deepEqual([r.body.code, r.body.message], [203, '累计充值不满足活动条件，无法领取']);
  });

  it('refuses with 红包已关闭 when the switch is off', async () => {
    const m = await newMember(t.app);
    await depositAt(t.app, t.db, m.token, '200', bj('2026-03-01 20:00:00'));
    at('2026-03-02 10:30:00');
    await t.db.query(
      "INSERT INTO site_settings (key, value) VALUES ('redpacket_switch', '0') ON CONFLICT (key) DO UPDATE SET value = '0'",
    );
    try {
      const r = await draw(m);
      assert.deepEqual([r.body.code, r.body.message], [202, '红包已关闭']);
    } finally {
      await t.db.query("UPDATE site_settings SET value = '1' WHERE key = 'redpacket_switch'");
    }
  });

  it('20 concurrent taps pay exactly the draws the rule allows', async () => {
    const m = await newMember(t.app);
    await depositAt(t.app, t.db, m.token, '6000', bj('2026-03-01 13:00:00'));
    at('2026-03-02 11:00:00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => draw(m)));
    const won = answers.filter((a) => a.body.code === 200);
    assert.equal(won.length, 3);
    assert.ok(answers.every((a) => a.body.code === 200 || a.body.message === '领取次数已超过奖励次数，无法领取'));
    const [n] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM red_packet_draws WHERE user_id = $1', [
      m.id,
    ]);
    assert.equal(n!.n, 3);
  });

  it('a draw resent with its Idempotency-Key draws once and replays the first answer byte for byte', async () => {
    const m = await newMember(t.app);
    await depositAt(t.app, t.db, m.token, '6000', bj('2026-03-01 13:00:00'));
    at('2026-03-02 11:00:00');
    const keyed = (key: string, body: Record<string, unknown> = {}) =>
      call(t.app, '/api/douserredpacket', { token: m.token, body, headers: { 'idempotency-key': key } });
    const first = await keyed('red-packet-draw-1');
    assert.equal(first.body.code, 200, first.text);
    assert.equal(first.headers['idempotent-replayed'], undefined);
    // The answer was lost: the client resends with the same key, concurrently too.
    const again = await Promise.all([keyed('red-packet-draw-1'), keyed('red-packet-draw-1')]);
    for (const r of again) {
      assert.equal(r.text, first.text);
      assert.equal(r.headers['idempotent-replayed'], 'true');
    }
    const draws = await t.db.query<{ amount: string }>('SELECT amount::text FROM red_packet_draws WHERE user_id = $1', [
      m.id,
    ]);
    assert.equal(draws.length, 1);
    // One payment in the ledger, and the wallet holds the deposit and that one packet.
    const [paid] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'red_packet' AND actor = $1",
      [`user:${m.id}`],
    );
    assert.equal(paid!.n, 1);
    assert.equal(
      await mainBalance(t.app, m.token),
      ((600_000 + Math.round(Number(first.body.data.redpacketmoney) * 100)) / 100).toFixed(2),
    );
    // The same key with another body is refused; a new key is a new draw.
    assert.deepEqual((await keyed('red-packet-draw-1', { x: 1 })).body.code, 409);
    const second = await keyed('red-packet-draw-2');
    assert.deepEqual([second.body.code, second.body.data.acquirednum], [200, 2]);
    // A refusal is an answer too: stored and replayed.
    assert.equal((await keyed('red-packet-draw-3')).body.code, 200);
    const refused = await keyed('red-packet-draw-4');
    assert.equal(refused.body.code, 203);
    assert.equal((await keyed('red-packet-draw-4')).text, refused.text);
  });
});
