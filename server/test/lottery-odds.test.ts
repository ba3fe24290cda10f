/**
 * Odds tables: every seeded option's odds against its exact probability, computed here from the
 * rules as the help texts state them (independently of the server's judge):
 *   odds · p ≤ 1 − m  and  (1 − m) − odds · p < 0.01 · p   (odds = floor_2dp((1 − m) / p)).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, DEMO_PASSWORD, loginAs } from './helpers.ts';
import { lotteryTestApp, type LotteryTestApp } from './lottery-support.ts';

interface Fraction {
  num: bigint;
  den: bigint;
}

const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];
const GREEN = [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49];

/** Type 2 plays as the help text words them, judged over the three digits. */
function digitPredicate(group: string, title: string): (d: [number, number, number]) => boolean {
  const sum = (d: number[]) => d[0]! + d[1]! + d[2]!;
  const big = (d: number[]) => sum(d) >= 14;
  const odd = (d: number[]) => sum(d) % 2 === 1;
  const sorted = (d: number[]) => [...d].sort((a, b) => a - b);
  if (group === '特码') return (d) => sum(d) === Number(title);
  const table: Record<string, (d: [number, number, number]) => boolean> = {
    大: big,
    小: (d) => !big(d),
    单: odd,
    双: (d) => !odd(d),
    大单: (d) => big(d) && odd(d),
    大双: (d) => big(d) && !odd(d),
    小单: (d) => !big(d) && odd(d),
    小双: (d) => !big(d) && !odd(d),
    极大: (d) => sum(d) >= 22,
    极小: (d) => sum(d) <= 5,
    豹子: (d) => d[0] === d[1] && d[1] === d[2],
    顺子: (d) => {
      const [a, b, c] = sorted(d);
      return b === a! + 1 && c === b! + 1;
    },
    对子: (d) => new Set(d).size === 2,
  };
  const predicate = table[title];
  if (!predicate) throw new Error(`no rule for ${group}/${title}`);
  return predicate;
}

function digitProbability(group: string, title: string): Fraction {
  const predicate = digitPredicate(group, title);
  let num = 0n;
  for (let a = 0; a < 10; a++)
    for (let b = 0; b < 10; b++) for (let c = 0; c < 10; c++) if (predicate([a, b, c])) num++;
  return { num, den: 1000n };
}

/** Falling product n · (n−1) · … (k factors): ordered draws without replacement. */
function falling(n: number, k: number): bigint {
  let p = 1n;
  for (let i = 0; i < k; i++) p *= BigInt(n - i);
  return p;
}

/** Type 1: the seven ordered distinct numbers are equally likely; the seventh is the special. */
function ballProbability(group: string, title: string): Fraction {
  const all = falling(49, 7);
  // A chosen number is the special: the other six positions take any of the other 48.
  if (group === '特码') return { num: falling(48, 6), den: all };
  // A chosen number is one of the six normals: 6 positions for it, the rest from the other 48.
  if (group === '正码') return { num: 6n * falling(48, 6), den: all };
  const specials: Record<string, number[]> = {
    特大: range(25, 49),
    特小: range(1, 24),
    特单: range(1, 49).filter((n) => n % 2 === 1),
    特双: range(1, 49).filter((n) => n % 2 === 0),
    红波: RED,
    蓝波: BLUE,
    绿波: GREEN,
  };
  const winning = specials[title];
  if (!winning) throw new Error(`no rule for ${group}/${title}`);
  // Each special value occurs in falling(48, 6) of the ordered draws.
  return { num: BigInt(winning.length) * falling(48, 6), den: all };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Odds "1.94" as hundredths, read digit by digit. */
function hundredths(odds: string): bigint {
  const m = /^(\d+)\.(\d{2})$/.exec(odds);
  assert.ok(m, `odds ${odds} is a 2-decimal string`);
  return BigInt(m[1]!) * 100n + BigInt(m[2]!);
}

describe('odds tables', () => {
  let t: LotteryTestApp;
  let token: string;
  const rooms = new Map<number, { type: number; margin: bigint; playbox: any[] }>();
  before(async () => {
    t = await lotteryTestApp();
    await t.tickAt(0);
    token = await loginAs(t.app, 'demo001', DEMO_PASSWORD);
    for (const lottery of (await call(t.app, '/api/lotteryList', {})).body.data) {
      const summary = (await call(t.app, '/api/lotteryRoom', { body: { name: lottery.title } })).body.data;
      const room = (await call(t.app, '/api/lotteryRoom', { token, body: { room_id: summary[0].id } })).body.data;
      const [margin] = await t.db.query<{ margin_bp: number }>('SELECT margin_bp FROM lotteries WHERE id = $1', [
        lottery.id,
      ]);
      rooms.set(lottery.id, { type: lottery.type, margin: BigInt(margin!.margin_bp), playbox: room.playbox });
    }
  });
  after(async () => t.close());

  it('seeds two lotteries of each type with the groups of docs/LOTTERY.md', () => {
    assert.equal(rooms.size, 4);
    const names = (id: number) => rooms.get(id)!.playbox.map((g) => `${g.name}:${g.special}:${g.childrens.length}`);
    assert.deepEqual(names(1), ['混合:0:10', '形态:0:3', '特码:1:28']);
    assert.deepEqual(names(2), names(1));
    assert.deepEqual(names(3), ['特码:1:1', '特码两面:0:4', '正码:1:1', '色波:0:3']);
    assert.deepEqual(names(4), names(3));
    assert.deepEqual(
      rooms.get(1)!.playbox[2].childrens.map((c: { playtitle: string }) => c.playtitle),
      range(0, 27).map(String),
    );
    for (const room of rooms.values()) for (const group of room.playbox) assert.match(group.desc, /^<p>.+<\/p>$/);
  });

  it('every option: odds · p ≤ 1 − m and within 0.01 · p of it', () => {
    let checked = 0;
    for (const room of rooms.values()) {
      for (const group of room.playbox) {
        for (const child of group.childrens) {
          const p =
            room.type === 2
              ? digitProbability(group.name, child.playtitle)
              : ballProbability(group.name, child.playtitle);
          const odds = hundredths(child.odds);
          // Scaled by 100 · den · 10000: odds·p ≤ 1−m  ⇔  odds·num·10000 ≤ 100·(10000−m)·den.
          const paid = odds * p.num * 10_000n;
          const fair = 100n * (10_000n - room.margin) * p.den;
          assert.ok(paid <= fair, `${group.name}/${child.playtitle}: odds ${child.odds} pay more than 1 − m`);
          assert.ok(
            fair - paid < p.num * 10_000n,
            `${group.name}/${child.playtitle}: odds ${child.odds} are more than 0.01 below (1 − m)/p`,
          );
          checked++;
        }
      }
    }
    assert.equal(checked, 2 * 41 + 2 * 9);
  });

  it('reads as expected at 3 %: two sides 1.94, combos 3.60/4.19, sum 0 pays 970, special 47.53', () => {
    const odds = (lottery: number, group: string, title: string) =>
      rooms
        .get(lottery)!
        .playbox.find((g) => g.name === group)
        .childrens.find((c: { playtitle: string }) => c.playtitle === title).odds;
    assert.equal(odds(1, '混合', '大'), '1.94');
    assert.equal(odds(1, '混合', '大双'), '3.60');
    assert.equal(odds(1, '混合', '大单'), '4.19');
    assert.equal(odds(1, '混合', '极小'), '17.32');
    assert.equal(odds(1, '形态', '豹子'), '97.00');
    assert.equal(odds(1, '形态', '顺子'), '20.20');
    assert.equal(odds(1, '形态', '对子'), '3.59');
    assert.equal(odds(1, '特码', '0'), '970.00');
    assert.equal(odds(1, '特码', '13'), '12.93');
    assert.equal(odds(1, '特码', '27'), '970.00');
    assert.equal(odds(3, '特码', '特码'), '47.53');
    assert.equal(odds(3, '正码', '正码'), '7.92');
    assert.equal(odds(3, '特码两面', '特大'), '1.90');
    assert.equal(odds(3, '特码两面', '特小'), '1.98');
    assert.equal(odds(3, '色波', '红波'), '2.79');
    assert.equal(odds(3, '色波', '绿波'), '2.97');
  });
});
