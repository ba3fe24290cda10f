/**
 * POST /api/lotteryOrder: every check of docs/API.md#lotteryorder with its message, in order; the closed
 * window judged by the server's clock; one ledger movement per order; frozen odds; idempotency.
 * The bet notice it announces in the room chat: lottery-bet-notice.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, MONEY_RE } from './helpers.ts';
import {
  balanceOf,
  current,
  funded,
  HK6,
  HK6_ROOM,
  lotteryTestApp,
  optionId,
  order,
  PC28,
  PC28_ROOM,
  type LotteryTestApp,
} from './lottery-support.ts';
import type { Member } from './money-helpers.ts';

describe('lotteryOrder', () => {
  let t: LotteryTestApp;
  let m: Member;
  let expect: string;
  let big: number;
  let sum14: number;
  let hkSpecial: number;
  let hkBig: number;
  before(async () => {
    t = await lotteryTestApp();
    await t.tickAt(0);
    m = await funded(t.app, '1000.00');
    expect = String((await current(t, PC28)).expect);
    big = await optionId(t, PC28, '大');
    sum14 = await optionId(t, PC28, '14');
    hkSpecial = await optionId(t, HK6, '特码');
    hkBig = await optionId(t, HK6, '特大');
  });
  after(async () => t.close());

  const pc28 = (items: unknown, overrides: Record<string, unknown> = {}) =>
    order(t.app, m.token, { room_id: PC28_ROOM, expect, order: items, ...overrides } as never);
  const refused = async (promise: ReturnType<typeof pc28>, code: number, message: string) => {
    const r = await promise;
    assert.equal(r.body.code, code, r.text);
    assert.equal(r.body.message, message);
  };

  it('1. token: none or a bad one is 401', async () => {
    for (const token of ['', 'nope']) {
      const r = await order(t.app, token, { room_id: PC28_ROOM, expect, order: [{ id: big, total: 10, data: '' }] });
      assert.equal(r.body.code, 401);
    }
  });

  it('2. room: unknown, closed or malformed → 房间不存在', async () => {
    for (const room_id of [999, 0, 'x', null])
      await refused(pc28([{ id: big, total: 10 }], { room_id }), 500, '房间不存在');
    await t.db.query('UPDATE lottery_rooms SET state = 0 WHERE id = 13');
    await refused(pc28([{ id: big, total: 10 }], { room_id: 13 }), 500, '房间不存在');
    await t.db.query('UPDATE lottery_rooms SET state = 1 WHERE id = 13');
  });

  it('3. expect: anything but the current round → 当前期号已过期，请刷新', async () => {
    for (const stale of [String(BigInt(expect) - 1n), String(BigInt(expect) + 1n), '', 'abc', null]) {
      await refused(pc28([{ id: big, total: 10 }], { expect: stale }), 500, '当前期号已过期，请刷新');
    }
    // A number works as well as a string.
    const r = await pc28([{ id: big, total: 10 }], { expect: Number(expect) });
    assert.equal(r.body.code, 200, r.text);
  });

  it("5a. every option must belong to the room's lottery → 投注项不存在", async () => {
    await refused(pc28([{ id: hkBig, total: 10 }]), 500, '投注项不存在');
    await refused(
      pc28([
        { id: big, total: 10 },
        { id: 999_999, total: 10 },
      ]),
      500,
      '投注项不存在',
    );
    await refused(pc28([{ total: 10 }]), 500, '投注项不存在');
  });

  it('5b. every total positive with at most 2 decimals → 请输入正确的投注金额; within the room → 请输入金额在10-5000之间！', async () => {
    for (const total of [0, '0', -10, '-10', 'abc', '', null, '10.001', 1e21]) {
      await refused(pc28([{ id: big, total }]), 1000, '请输入正确的投注金额');
    }
    for (const total of [9.99, '5000.01', 5001])
      await refused(pc28([{ id: big, total }]), 500, '请输入金额在10-5000之间！');
    await refused(
      order(t.app, m.token, { room_id: 12, expect, order: [{ id: big, total: 20 }] }),
      500,
      '请输入金额在50-20000之间！',
    );
    // The limits themselves are allowed.
    assert.equal((await pc28([{ id: big, total: 10 }])).body.code, 200);
  });

  it('5c. numbers of special groups in range → 请选择1-49之间的号码 / 投注号码无效', async () => {
    const hk = (data: unknown) =>
      order(t.app, m.token, { room_id: HK6_ROOM, expect: String(0), order: [{ id: hkSpecial, total: 10, data }] });
    const hkExpect = String((await current(t, HK6)).expect);
    for (const data of ['0', '50', 'x', '', '1.5', null, '-1']) {
      const r = await order(t.app, m.token, {
        room_id: HK6_ROOM,
        expect: hkExpect,
        order: [{ id: hkSpecial, total: 10, data }],
      });
      assert.equal(r.body.code, 1000, `${data}: ${r.text}`);
      assert.equal(r.body.message, '请选择1-49之间的号码');
    }
    assert.equal((await hk('8')).body.message, '当前期号已过期，请刷新');
    const ok = await order(t.app, m.token, {
      room_id: HK6_ROOM,
      expect: hkExpect,
      order: [{ id: hkSpecial, total: 10, data: '08' }],
    });
    assert.equal(ok.body.code, 200, ok.text);
    // A per-number child (type 2 特码 "14") takes its own number or nothing.
    await refused(pc28([{ id: sum14, total: 10, data: '15' }]), 1000, '投注号码无效');
    assert.equal((await pc28([{ id: sum14, total: 10, data: '14' }])).body.code, 200);
    assert.equal((await pc28([{ id: sum14, total: 10, data: '' }])).body.code, 200);
    const stored = await t.db.query<{ data: string }>(
      'SELECT data FROM lottery_bets WHERE option_id = ANY($1::int[]) ORDER BY id',
      [[hkSpecial, sum14]],
    );
    assert.deepEqual(
      stored.map((r) => r.data),
      ['8', '14', '14'],
    );
  });

  it('5d. at least one order → 请选择投注项', async () => {
    await refused(pc28([]), 1000, '请选择投注项');
    await refused(pc28(undefined), 1000, '请选择投注项');
    await refused(pc28('大'), 1000, '请选择投注项');
  });

  it('a whole room in one order: the notice stays a chat message (≤ 200 characters, 等N注); more than 120 bets is refused', async () => {
    const rich = await funded(t.app, '5000.00');
    const hkExpect = String((await current(t, HK6)).expect);
    const groups = (await call(t.app, '/api/lotteryRoom', { token: rich.token, body: { room_id: HK6_ROOM } })).body.data
      .playbox as {
      special: number;
      childrens: { id: number }[];
    }[];
    const items = groups.flatMap((g) =>
      g.special
        ? Array.from({ length: 49 }, (_, i) => ({ id: g.childrens[0]!.id, total: 10, data: String(i + 1) }))
        : g.childrens.map((c) => ({ id: c.id, total: 10, data: '' })),
    );
    assert.equal(items.length, 105);
    const r = await order(t.app, rich.token, { room_id: HK6_ROOM, expect: hkExpect, order: items });
    assert.equal(r.body.code, 200, r.text);
    assert.ok([...r.body.data.notice].length <= 200, r.body.data.notice);
    assert.match(r.body.data.notice, new RegExp(`^第${hkExpect}期 特码1 10元；特码2 10元；.+…等105注$`));
    const tooMany = await order(t.app, rich.token, {
      room_id: HK6_ROOM,
      expect: hkExpect,
      order: [...items, ...items].slice(0, 121),
    });
    assert.equal(tooMany.body.code, 1000);
    assert.equal(tooMany.body.message, '单次投注最多120项');
  });

  it('6. balance: more than the main wallet → 210 余额不足, nothing moves', async () => {
    const poor = await funded(t.app, '15.00');
    const r = await order(t.app, poor.token, {
      room_id: PC28_ROOM,
      expect,
      order: [
        { id: big, total: 10 },
        { id: sum14, total: 10 },
      ],
    });
    assert.equal(r.body.code, 210, r.text);
    assert.equal(r.body.message, '余额不足');
    assert.equal(await balanceOf(t.app, poor.token), '15.00');
    const [n] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lottery_orders WHERE user_id = $1', [
      poor.id,
    ]);
    assert.equal(n!.n, 0);
  });

  it('checks run in the documented order (the first failing one answers)', async () => {
    // Stale expect before a foreign option, a bad amount and an empty list.
    await refused(pc28([{ id: hkBig, total: 0 }], { expect: '1' }), 500, '当前期号已过期，请刷新');
    // A foreign option before a bad amount.
    await refused(
      pc28([
        { id: big, total: 0 },
        { id: hkBig, total: 10 },
      ]),
      500,
      '投注项不存在',
    );
    // A bad amount before a bad number.
    await refused(
      pc28([
        { id: sum14, total: 10, data: '15' },
        { id: big, total: 1 },
      ]),
      500,
      '请输入金额在10-5000之间！',
    );
    // A room check before the expect.
    await refused(pc28([], { room_id: 999, expect: '1' }), 500, '房间不存在');
    // A bet of the wrong shape is read (the schema never refuses a bet), so the checks keep their order.
    await refused(
      pc28([{ id: [big], total: { yuan: 10 }, data: true }], { expect: '1' }),
      500,
      '当前期号已过期，请刷新',
    );
    await refused(pc28([{ id: big, total: 10 }, 'x']), 500, '投注项不存在');
    for (const total of [{ yuan: 10 }, [10], true])
      await refused(pc28([{ id: big, total }]), 1000, '请输入正确的投注金额');
  });

  it('places the order: 投注成功 with the balance and the notice; one stake movement; odds frozen', async () => {
    const before = await balanceOf(t.app, m.token);
    const r = await pc28([
      { id: big, total: 10, data: '' },
      { id: sum14, total: '20.50', data: '14' },
    ]);
    assert.equal(r.body.code, 200, r.text);
    assert.equal(r.body.message, '投注成功');
    assert.match(r.body.data.balance, MONEY_RE);
    assert.equal(Number(before) * 100 - Number(r.body.data.balance) * 100, 3050);
    assert.equal(r.body.data.notice, `第${expect}期 大 10元；特码14 20.50元`);
    const [row] = await t.db.query<{ id: unknown; tx_id: number; total: unknown }>(
      'SELECT id, tx_id, total FROM lottery_orders ORDER BY id DESC LIMIT 1',
    );
    const postings = await t.db.query<{ code: string; amount: unknown }>(
      'SELECT a.code, p.amount FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE p.tx_id = $1 ORDER BY p.id',
      [row!.tx_id],
    );
    assert.deepEqual(
      postings.map((p) => [p.code, String(p.amount)]),
      [
        [`user:${m.id}:main`, '-3050'],
        ['house:lottery:pc28', '3050'],
      ],
    );
    const bets = await t.db.query<{ odds: number; status: number }>(
      'SELECT odds, status FROM lottery_bets WHERE order_id = $1 ORDER BY id',
      [row!.id],
    );
    assert.deepEqual(bets, [
      { odds: 194, status: 2 },
      { odds: 1293, status: 2 },
    ]);
  });

  it('Idempotency-Key: a retry answers the first answer once; another body with the key is 409', async () => {
    const key = { 'idempotency-key': `bet-${Date.now()}` };
    const items = [{ id: big, total: 10, data: '' }];
    const first = await order(t.app, m.token, { room_id: PC28_ROOM, expect, order: items }, key);
    const again = await order(t.app, m.token, { room_id: PC28_ROOM, expect, order: items }, key);
    assert.equal(first.body.code, 200);
    assert.equal(again.text, first.text);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    const reused = await order(
      t.app,
      m.token,
      { room_id: PC28_ROOM, expect, order: [{ id: big, total: 20, data: '' }] },
      key,
    );
    assert.equal(reused.body.code, 409);
    const [n] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1`,
      [`user:${m.id}:${key['idempotency-key']}:lotteryOrder`],
    );
    assert.equal(n!.n, 1);
  });

  it('a bet after closing is refused by the server clock even with the right expect (封盘中禁止投注)', async () => {
    const round = await current(t, PC28);
    t.set(round.closeAt);
    await refused(pc28([{ id: big, total: 10 }], { expect: String(round.expect) }), 500, '封盘中禁止投注');
    // Closed comes before the option and amount checks.
    await refused(pc28([{ id: hkBig, total: 0 }], { expect: String(round.expect) }), 500, '封盘中禁止投注');
    // One second before closing it was open.
    t.set(new Date(round.closeAt.getTime() - 1000));
    assert.equal((await pc28([{ id: big, total: 10 }], { expect: String(round.expect) })).body.code, 200);
    // At the draw time, before any tick has drawn it, the round is past: the next one is current.
    t.set(round.drawAt);
    await refused(pc28([{ id: big, total: 10 }], { expect: String(round.expect) }), 500, '当前期号已过期，请刷新');
    const next = await current(t, PC28);
    assert.equal(next.expect, round.expect + 1n);
  });

  it('the room and the server agree on the close to the millisecond: bets are accepted while timeout > ftime', async () => {
    const round = await current(t, PC28);
    const roomAt = async () =>
      (await call(t.app, '/api/lotteryRoom', { token: m.token, body: { room_id: PC28_ROOM } })).body.data;
    const { ftime } = await roomAt();
    const closeMs = round.closeAt.getTime();
    // Around the boundary second, including the part-second just before the close where a
    // rounded-down timeout already read ftime (封盘中) while the server still took bets.
    for (const offsetMs of [-1500, -1000, -999, -500, -1, 0, 1, 500, 999, 1000]) {
      t.set(new Date(closeMs + offsetMs));
      const room = await roomAt();
      assert.equal(room.lottery.nowdata.nextexpect, String(round.expect));
      const { timeout } = room.lottery.nowdata;
      const r = await pc28([{ id: big, total: 10 }], { expect: String(round.expect) });
      const shownOpen = timeout > ftime;
      assert.equal(r.body.code === 200, shownOpen, `at close${offsetMs}ms timeout ${timeout}: ${r.text}`);
      assert.equal(shownOpen, offsetMs < 0, `at close${offsetMs}ms timeout ${timeout}`);
      if (!shownOpen) assert.equal(r.body.message, '封盘中禁止投注');
    }
    // Exactly at the close the room reads timeout === ftime.
    t.set(round.closeAt);
    assert.equal((await roomAt()).lottery.nowdata.timeout, ftime);
  });
});
