/**
 * Turnover (打码量) counts a round's net exposure: stakes − the smallest payout over every result.
 * Each covering pattern adds exactly that (next to nothing against its stakes), an honest single
 * bet its whole stake; counted once per player and round across batches, a crash and concurrent
 * settlers; and the rebate day pays on the same net figure.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LOTTERY_TYPE } from '../../contract/lottery/rules.ts';
import { exposureTable } from '../src/domain/lottery/exposure.ts';
import { keySet, winningKeys } from '../src/domain/lottery/judge.ts';
import { optionsOf } from '../src/domain/lottery/catalog.ts';
import { ballsExtend, digitsExtend, resultNumber, type DrawExtend } from '../src/domain/lottery/rules.ts';
import { settleRound } from '../src/domain/lottery/settle.ts';
import { runRebateDay } from '../src/domain/rewards/rebate-day.ts';
import type { Member } from './money-helpers.ts';
import {
  current,
  funded,
  HK6,
  HK6_ROOM,
  lotteryOf,
  lotteryTestApp,
  optionId,
  order,
  PC28,
  PC28_ROOM,
  type LotteryTestApp,
} from './lottery-support.ts';

interface Bet {
  title: string;
  yuan: number;
  data?: string;
  group?: string;
}

/** Covering bets: exactly one of them wins whatever is drawn. */
interface Pattern {
  lottery: number;
  bets: Bet[];
}

/** How many of the 1000 digit triples sum to s. */
function triplesSumming(s: number): number {
  let n = 0;
  for (let a = 0; a < 10; a++) for (let b = 0; b < 10; b++) for (let c = 0; c < 10; c++) if (a + b + c === s) n++;
  return n;
}

const bets = (titles: string[], yuan: number): Bet[] => titles.map((title) => ({ title, yuan }));

const PATTERNS: Record<string, Pattern> = {
  '大单+大双+小单+小双': { lottery: PC28, bets: bets(['大单', '大双', '小单', '小双'], 100) },
  // Each sum staked in proportion to its chance: every result pays back about 97 %.
  'all 28 sums': {
    lottery: PC28,
    bets: Array.from({ length: 28 }, (_, s) => ({ title: String(s), yuan: 10 * triplesSumming(s) })),
  },
  '特大+特小': { lottery: HK6, bets: bets(['特大', '特小'], 100) },
  '特单+特双': { lottery: HK6, bets: bets(['特单', '特双'], 100) },
  'three 波': { lottery: HK6, bets: bets(['红波', '蓝波', '绿波'], 100) },
  '大+小': { lottery: PC28, bets: bets(['大', '小'], 100) },
};

describe('turnover on net exposure', () => {
  let t: LotteryTestApp;
  const players = new Map<string, Member>();
  const expected = new Map<string, bigint>();

  const oddsOf = async (lottery: number, title: string, group?: string) => {
    const id = await optionId(t, lottery, title, group);
    const [row] = await t.db.query<{ odds: number }>('SELECT odds FROM lottery_play_options WHERE id = $1', [id]);
    return BigInt(row!.odds);
  };
  /** A bet's payout when it wins: total × odds, floored to the cent (the settlement's rule). */
  const pays = async (lottery: number, bet: Bet) =>
    (BigInt(bet.yuan * 100) * (await oddsOf(lottery, bet.title, bet.group))) / 100n;
  const stakesOf = (list: Bet[]) => list.reduce((sum, b) => sum + BigInt(b.yuan * 100), 0n);

  const place = async (who: Member, lottery: number, list: Bet[]) => {
    const round = await current(t, lottery);
    const items = [];
    for (const b of list)
      items.push({ id: await optionId(t, lottery, b.title, b.group), total: b.yuan, data: b.data ?? '' });
    const placed = await order(t.app, who.token, {
      room_id: lottery === PC28 ? PC28_ROOM : HK6_ROOM,
      expect: String(round.expect),
      order: items,
    });
    assert.equal(placed.body.code, 200, placed.text);
  };

  const totalgame = async (who: Member) =>
    BigInt(
      String(
        (await t.db.query<{ totalgame: unknown }>('SELECT totalgame FROM users WHERE id = $1', [who.id]))[0]!.totalgame,
      ),
    );

  const draw = async (lottery: number, extend: DrawExtend) => {
    const round = await current(t, lottery);
    await t.db.query(
      `UPDATE lottery_rounds SET status = 'drawn', result = $2, extend = $3::jsonb, drawn_at = now() WHERE id = $1`,
      [round.id, resultNumber(extend), JSON.stringify(extend)],
    );
    return { lottery: await lotteryOf(t, lottery), roundId: round.id };
  };

  before(async () => {
    t = await lotteryTestApp();
    await t.tickAt(0);
    for (const [name, pattern] of Object.entries(PATTERNS)) {
      const who = await funded(t.app, '20000.00');
      players.set(name, who);
      await place(who, pattern.lottery, pattern.bets);
      let min: bigint | null = null;
      for (const b of pattern.bets) {
        const paid = await pays(pattern.lottery, b);
        if (min === null || paid < min) min = paid;
      }
      expected.set(name, stakesOf(pattern.bets) - min!);
    }
    // An honest single bet: it can lose in full.
    const honest = await funded(t.app, '1000.00');
    players.set('honest 大', honest);
    await place(honest, PC28, bets(['大'], 100));
    expected.set('honest 大', 10_000n);
    // 正码 on 1–44: whatever the special, the six normals hold at least one of them (49 − 44 = 5
    // numbers are left out), so the cheapest result pays one 正码 bet.
    const normals = await funded(t.app, '1000.00');
    players.set('正码 1–44', normals);
    const normalBets = Array.from({ length: 44 }, (_, i) => ({ title: '正码', yuan: 10, data: String(i + 1) }));
    await place(normals, HK6, normalBets);
    expected.set('正码 1–44', stakesOf(normalBets) - (await pays(HK6, normalBets[0]!)));

    // One batch per bet, a crash after the first batch, then two settlers at once finish the round.
    const now = t.now();
    for (const [lottery, extend] of [
      [PC28, digitsExtend([3, 8, 5])],
      [HK6, ballsExtend({ normals: [5, 12, 19, 23, 37, 41], special: 8 })],
    ] as const) {
      const { lottery: row, roundId } = await draw(lottery, extend);
      await assert.rejects(
        settleRound(t.db, row, roundId, extend, {
          batchSize: 1,
          now,
          afterBatch: (b) => {
            if (b.lastId > 0n && !b.done) throw new Error('crash');
          },
        }),
      );
      const settled = await Promise.all([
        settleRound(t.db, row, roundId, extend, { batchSize: 1, now }),
        settleRound(t.db, row, roundId, extend, { batchSize: 1, now }),
      ]);
      assert.ok(settled.some((s) => s.settled));
    }
  });
  after(async () => t.close());

  const netOf = async (who: Member) =>
    (
      await t.db.query<{ stakes: unknown; net: unknown }>(
        'SELECT stakes, net FROM lottery_turnover WHERE user_id = $1',
        [who.id],
      )
    ).map((r) => [BigInt(String(r.stakes)), BigInt(String(r.net))]);

  for (const name of Object.keys(PATTERNS)) {
    it(`${name} adds exactly stakes − the smallest payout, next to nothing against its stakes`, async () => {
      const who = players.get(name)!;
      const net = expected.get(name)!;
      assert.equal(await totalgame(who), net);
      const [[stakes, recorded]] = (await netOf(who)) as [[bigint, bigint]];
      assert.equal(recorded, net);
      // Next to nothing against the stakes (at most a tenth; a single bet counts all of it).
      assert.ok(net > 0n && net * 10n <= stakes, `${net} of ${stakes}`);
    });
  }

  it('正码 on 1–44 adds stakes − one 正码 payout (the six normals cannot all miss them)', async () => {
    const who = players.get('正码 1–44')!;
    assert.equal(await totalgame(who), expected.get('正码 1–44'));
    assert.deepEqual(await netOf(who), [[44_000n, expected.get('正码 1–44')]]);
  });

  it('an honest single bet adds its whole stake, once', async () => {
    const who = players.get('honest 大')!;
    assert.equal(await totalgame(who), 10_000n);
    assert.deepEqual(await netOf(who), [[10_000n, 10_000n]]);
  });

  it('the 正码 shortcut equals the judge: a special and its six normals win what the table says', async () => {
    const options = await optionsOf(t.db, HK6);
    const table = exposureTable(LOTTERY_TYPE.balls, options);
    const draws = [
      { normals: [1, 2, 3, 4, 5, 6], special: 7 },
      { normals: [44, 45, 46, 47, 48, 49], special: 1 },
      { normals: [10, 20, 30, 40, 41, 42], special: 49 },
    ];
    for (const d of draws) {
      const judged = keySet(winningKeys(options, ballsExtend(d)));
      const base = table.bases.find((b) => b.excludes === d.special)!;
      const built = new Set([...base.wins, ...d.normals.flatMap((n) => [...table.extras!.pool.get(n)!])]);
      assert.deepEqual([...built].sort(), [...judged].sort());
    }
  });

  it('the rebate day pays on the same net figure for lottery bets', async () => {
    const who = players.get('大单+大双+小单+小双')!;
    await t.db.query('UPDATE users SET vip = 3 WHERE id = $1', [who.id]);
    await t.db.tx((q) => runRebateDay(q, '2026-03-02'));
    const [row] = await t.db.query<{ turnover: unknown; rate_bp: number; amount: unknown }>(
      `SELECT turnover, rate_bp, amount FROM rebates WHERE user_id = $1 AND platform_name = 'OWN'`,
      [who.id],
    );
    const net = expected.get('大单+大双+小单+小双')!;
    assert.equal(BigInt(String(row!.turnover)), net);
    assert.equal(row!.rate_bp, 40);
    // Rounded half up to the cent.
    assert.equal(BigInt(String(row!.amount)), (net * 40n + 5_000n) / 10_000n);
  });
});
