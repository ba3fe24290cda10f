/**
 * Settlement of every option type against results the test constructs: each round gets bets on
 * every option (and numbers for the number groups), is marked drawn with a chosen result, and
 * is settled; each bet's payout must equal total × frozen odds (floored to the cent) exactly when
 * the rule as the help text words it holds, and the ledger must pay exactly that.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, DEMO_PASSWORD } from './helpers.ts';
import {
  current,
  funded,
  HK6,
  HK6_ROOM,
  lotteryOf,
  lotteryTestApp,
  order,
  PC28,
  PC28_ROOM,
  type LotteryTestApp,
} from './lottery-support.ts';
import type { Member } from './money-helpers.ts';
import { ballsExtend, digitsExtend, resultNumber, type DrawExtend } from '../src/domain/lottery/rules.ts';
import { settleRound } from '../src/domain/lottery/settle.ts';
import { reconcile } from '../src/domain/ops/reconcile.ts';

interface PlayChild {
  id: number;
  playtitle: string;
  odds: string;
}
interface PlayGroup {
  name: string;
  special: number;
  childrens: PlayChild[];
}

const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];

/** The help texts' rules, written out again here. */
function digitWins(title: string, group: string, d: number[]): boolean {
  const s = d[0]! + d[1]! + d[2]!;
  const [a, b, c] = [...d].sort((x, y) => x - y) as [number, number, number];
  if (group === '特码') return s === Number(title);
  const big = s >= 14;
  const odd = s % 2 === 1;
  return (
    {
      大: big,
      小: !big,
      单: odd,
      双: !odd,
      大单: big && odd,
      大双: big && !odd,
      小单: !big && odd,
      小双: !big && !odd,
      极大: s >= 22,
      极小: s <= 5,
      豹子: a === c,
      顺子: b === a + 1 && c === b + 1,
      对子: a !== c && (a === b || b === c),
    } as Record<string, boolean>
  )[title]!;
}

function ballWins(title: string, group: string, data: string, normals: number[], special: number): boolean {
  if (group === '特码') return Number(data) === special;
  if (group === '正码') return normals.includes(Number(data));
  return (
    {
      特大: special >= 25,
      特小: special <= 24,
      特单: special % 2 === 1,
      特双: special % 2 === 0,
      红波: RED.includes(special),
      蓝波: BLUE.includes(special),
      绿波: !RED.includes(special) && !BLUE.includes(special),
    } as Record<string, boolean>
  )[title]!;
}

const cents = (money: string) => BigInt(money.replace('.', ''));

describe('settlement of every option type', () => {
  let t: LotteryTestApp;
  let m: Member;
  let playbox: Map<number, PlayGroup[]>;
  let step = 0;

  before(async () => {
    t = await lotteryTestApp();
    await t.tickAt(0);
    m = await funded(t.app, '100000.00');
    playbox = new Map();
    for (const [lottery, room] of [
      [PC28, PC28_ROOM],
      [HK6, HK6_ROOM],
    ] as const) {
      const r = await call(t.app, '/api/lotteryRoom', { token: m.token, body: { room_id: room } });
      playbox.set(lottery, r.body.data.playbox);
    }
    void DEMO_PASSWORD;
  });
  after(async () => t.close());

  /** Moves to a fresh round, bets `items`, marks the round drawn with `extend` and settles it. */
  async function settleWith(
    lotteryId: number,
    roomId: number,
    items: { id: number; total: string; data: string }[],
    extend: DrawExtend,
  ) {
    step++;
    await t.tickAt(step * 60 + 1);
    const round = await current(t, lotteryId);
    const before = cents((await call(t.app, '/api/balance', { token: m.token })).body.data.balance);
    const placed = await order(t.app, m.token, { room_id: roomId, expect: String(round.expect), order: items });
    assert.equal(placed.body.code, 200, placed.text);
    await t.db.query(
      `UPDATE lottery_rounds SET status = 'drawn', result = $2, extend = $3::jsonb, drawn_at = now() WHERE id = $1`,
      [round.id, resultNumber(extend), JSON.stringify(extend)],
    );
    const settled = await settleRound(t.db, await lotteryOf(t, lotteryId), round.id, extend, { batchSize: 7 });
    assert.ok(settled.settled);
    const bets = await t.db.query<{
      option_id: number;
      data: string;
      total: unknown;
      odds: number;
      status: number;
      payout: unknown;
      win_loss: unknown;
    }>(
      'SELECT option_id, data, total, odds, status, payout, win_loss FROM lottery_bets WHERE round_id = $1 ORDER BY id',
      [round.id],
    );
    const after = cents((await call(t.app, '/api/balance', { token: m.token })).body.data.balance);
    const [status] = await t.db.query<{ status: string }>('SELECT status FROM lottery_rounds WHERE id = $1', [
      round.id,
    ]);
    assert.equal(status!.status, 'settled');
    return { bets, staked: before - BigInt(placed.body.data.balance.replace('.', '')), balanceChange: after - before };
  }

  function expectPayouts(
    bets: {
      option_id: number;
      data: string;
      total: unknown;
      odds: number;
      status: number;
      payout: unknown;
      win_loss: unknown;
    }[],
    groups: PlayGroup[],
    won: (title: string, group: string, data: string) => boolean,
  ): bigint {
    let paid = 0n;
    let winners = 0;
    for (const bet of bets) {
      const group = groups.find((g) => g.childrens.some((c) => c.id === bet.option_id))!;
      const child = group.childrens.find((c) => c.id === bet.option_id)!;
      const total = BigInt(String(bet.total));
      const expected = won(child.playtitle, group.name, bet.data) ? (total * BigInt(bet.odds)) / 100n : 0n;
      assert.equal(bet.status, 1);
      assert.equal(BigInt(String(bet.payout)), expected, `${group.name}/${child.playtitle} ${bet.data}`);
      assert.equal(BigInt(String(bet.win_loss)), expected - total);
      paid += expected;
      if (expected > 0n) winners++;
    }
    assert.ok(winners > 0 && winners < bets.length, 'each case has winners and losers');
    return paid;
  }

  const digitCases: [string, number[]][] = [
    ['3+8+5=16: 大 双 大双, 杂六', [3, 8, 5]],
    ['0+0+0=0: 小 双 小双 极小 豹子, 特码 0', [0, 0, 0]],
    ['9+9+9=27: 大 单 大单 极大 豹子', [9, 9, 9]],
    ['3+1+2=6: 顺子 in any order', [3, 1, 2]],
    ['6+6+1=13: 对子, 小单, the edge of 小', [6, 6, 1]],
    ['9+0+1=10: no wrap-around 顺子', [9, 0, 1]],
    ['5+4+5=14: the edge of 大, 对子', [5, 4, 5]],
    ['7+8+7=22: the edge of 极大', [7, 8, 7]],
  ];
  for (const [name, digits] of digitCases) {
    it(`type 2, ${name}`, async () => {
      const groups = playbox.get(PC28)!;
      const items = groups.flatMap((g) =>
        g.childrens.map((c) => ({ id: c.id, total: '10', data: g.special ? c.playtitle : '' })),
      );
      const { bets, balanceChange, staked } = await settleWith(PC28, PC28_ROOM, items, digitsExtend(digits));
      assert.equal(bets.length, 41);
      const paid = expectPayouts(bets, groups, (title, group) => digitWins(title, group, digits));
      assert.equal(balanceChange, paid - staked);
    });
  }

  const ballCases: [string, number[], number][] = [
    ['special 08 (red, small, even); 12 among the normals', [5, 12, 19, 23, 37, 41], 8],
    ['special 49 (green, big, odd)', [1, 2, 3, 4, 5, 6], 49],
    ['special 25 (blue, the edge of big); 24 normal', [24, 30, 31, 40, 44, 48], 25],
    ['special 24 (red, the edge of small)', [7, 8, 9, 10, 11, 12], 24],
  ];
  for (const [name, normals, special] of ballCases) {
    it(`type 1, ${name}`, async () => {
      const groups = playbox.get(HK6)!;
      // Plain options once; the number groups on the special, a normal, a neighbour and an outsider.
      const picks = [
        special,
        normals[1]!,
        special === 49 ? 48 : special + 1,
        [...Array(49).keys()].map((i) => i + 1).find((n) => n !== special && !normals.includes(n))!,
      ];
      const items = groups.flatMap((g) =>
        g.special
          ? picks.map((n) => ({ id: g.childrens[0]!.id, total: '10.01', data: String(n) }))
          : g.childrens.map((c) => ({ id: c.id, total: '10.01', data: '' })),
      );
      const { bets, balanceChange, staked } = await settleWith(HK6, HK6_ROOM, items, ballsExtend({ normals, special }));
      assert.equal(bets.length, 7 + 2 * picks.length);
      const paid = expectPayouts(bets, groups, (title, group, data) => ballWins(title, group, data, normals, special));
      assert.equal(balanceChange, paid - staked);
    });
  }

  it('pays total × odds floored to the cent (10.01 × 47.53 = 475.77)', async () => {
    const [row] = await t.db.query<{ payout: unknown }>(
      `SELECT b.payout FROM lottery_bets b JOIN lottery_play_options o ON o.id = b.option_id
       WHERE o.rule = 'special_number' AND b.total = 1001 AND b.payout > 0 LIMIT 1`,
    );
    assert.equal(String(row!.payout), '47577');
  });

  it('pays the odds frozen at bet time, not the table of the draw', async () => {
    step++;
    await t.tickAt(step * 60 + 1);
    const round = await current(t, PC28);
    const big = playbox.get(PC28)![0]!.childrens.find((c) => c.playtitle === '大')!.id;
    assert.equal(
      (
        await order(t.app, m.token, {
          room_id: PC28_ROOM,
          expect: String(round.expect),
          order: [{ id: big, total: 100, data: '' }],
        })
      ).body.code,
      200,
    );
    await t.db.query('UPDATE lottery_play_options SET odds = 300 WHERE id = $1', [big]);
    const extend = digitsExtend([9, 9, 1]);
    await t.db.query(`UPDATE lottery_rounds SET status = 'drawn', result = '9,9,1', extend = $2::jsonb WHERE id = $1`, [
      round.id,
      JSON.stringify(extend),
    ]);
    await settleRound(t.db, await lotteryOf(t, PC28), round.id, extend);
    const [bet] = await t.db.query<{ payout: unknown }>('SELECT payout FROM lottery_bets WHERE round_id = $1', [
      round.id,
    ]);
    assert.equal(String(bet!.payout), '19400');
    await t.db.query('UPDATE lottery_play_options SET odds = 194 WHERE id = $1', [big]);
  });

  it('counts each settled round once towards turnover (打码量) and totalgame, as its recorded net', async () => {
    const [user] = await t.db.query<{ totalgame: unknown }>('SELECT totalgame FROM users WHERE id = $1', [m.id]);
    const [check] = await t.db.query<{ net: unknown; rows: number; rounds: number; stakes_match: boolean }>(
      `WITH s AS (SELECT round_id, sum(total) AS stakes FROM lottery_bets WHERE user_id = $1 AND status = 1 GROUP BY round_id)
       SELECT (SELECT coalesce(sum(net), 0)::bigint FROM lottery_turnover WHERE user_id = $1) AS net,
              (SELECT count(*)::int FROM lottery_turnover WHERE user_id = $1) AS rows,
              (SELECT count(*)::int FROM s) AS rounds,
              NOT EXISTS (SELECT 1 FROM s LEFT JOIN lottery_turnover r ON r.round_id = s.round_id AND r.user_id = $1
                           WHERE r.stakes IS DISTINCT FROM s.stakes) AS stakes_match`,
      [m.id],
    );
    assert.ok(check!.rounds > 0);
    assert.equal(check!.rows, check!.rounds);
    assert.ok(check!.stakes_match);
    assert.equal(String(user!.totalgame), String(check!.net));
  });

  it('a settled round settles nothing more, and every payout batch is one ledger movement', async () => {
    const [round] = await t.db.query<{ id: unknown }>(
      `SELECT id FROM lottery_rounds WHERE status = 'settled' ORDER BY id LIMIT 1`,
    );
    const again = await settleRound(t.db, await lotteryOf(t, PC28), BigInt(String(round!.id)), digitsExtend([1, 1, 1]));
    assert.deepEqual({ batches: again.batches, settled: again.settled }, { batches: 0, settled: false });
    const [check] = await t.db.query<{ batches: number; txs: number; paid: unknown; posted: unknown }>(
      `SELECT (SELECT count(*)::int FROM lottery_settlements WHERE tx_id IS NOT NULL) AS batches,
              (SELECT count(*)::int FROM ledger_transactions WHERE kind = 'lottery.payout') AS txs,
              (SELECT sum(payout)::bigint FROM lottery_bets) AS paid,
              (SELECT sum(p.amount)::bigint FROM ledger_postings p JOIN ledger_transactions x ON x.id = p.tx_id
                 JOIN ledger_accounts a ON a.id = p.account_id WHERE x.kind = 'lottery.payout' AND a.kind = 'player') AS posted`,
    );
    assert.equal(check!.batches, check!.txs);
    assert.equal(String(check!.paid), String(check!.posted));
  });

  it('the books reconcile the lottery house accounts with the bets (a payout the ledger did not make is a difference)', async () => {
    const lotteryCheck = async () => (await reconcile(t.db)).find((r) => r.check.startsWith('house:lottery:'))!;
    const ok = await lotteryCheck();
    assert.equal(ok.ok, true, JSON.stringify(ok));
    assert.notEqual(ok.ledger, '0.00');
    const [bet] = await t.db.query<{ id: unknown }>('SELECT id FROM lottery_bets WHERE payout > 0 LIMIT 1');
    await t.db.query('UPDATE lottery_bets SET payout = payout + 1 WHERE id = $1', [bet!.id]);
    const diff = await lotteryCheck();
    assert.equal(diff.ok, false);
    assert.equal(BigInt(diff.ledger.replace('.', '')) - BigInt(diff.records.replace('.', '')), 1n);
    await t.db.query('UPDATE lottery_bets SET payout = payout - 1 WHERE id = $1', [bet!.id]);
    assert.equal((await lotteryCheck()).ok, true);
  });
});
