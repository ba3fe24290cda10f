/**
 * The round clock with an injected clock: rounds created committed and back to back, ftime
 * capped at a third of the period, 已封盘 once at draw − ftime, the draw at draw_at from the
 * committed seed, catch-up after a stop without retroactive rounds, stopped lotteries. Then the
 * real loop (starts by itself, stops with the app) and, on PostgreSQL, one leader per database.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { call, createTestApp, DEMO_PASSWORD, ENGINE, loginAs, TEST_SERVER_SECRET } from './helpers.ts';
import { deriveSeed } from '../src/domain/lottery/sealed-seed.ts';
import {
  AM6,
  appOn,
  BJ28,
  current,
  eventually,
  HK6,
  lotteryTestApp,
  PC28,
  PC28_ROOM,
  persistentStore,
  T0,
  type LotteryTestApp,
} from './lottery-support.ts';
import { drawBalls, drawDigits, seedFromHex } from '../src/domain/lottery/fair-draw.ts';
import { timingOf } from '../src/domain/lottery/rounds.ts';

interface RoundRow {
  expect: string;
  opens_at: Date;
  close_at: Date;
  draw_at: Date;
  seed: string;
  hash: string;
  status: string;
  result: string | null;
}

describe('lottery scheduler (injected clock)', () => {
  let t: LotteryTestApp;
  // Open rounds keep their seed sealed; the test knows the server secret and unseals it.
  const rounds = async (lotteryId: number) =>
    (
      await t.db.query<RoundRow & { seed: string | null; seed_nonce: string | null }>(
        'SELECT expect::text AS expect, opens_at, close_at, draw_at, seed, seed_nonce, hash, status, result FROM lottery_rounds WHERE lottery_id = $1 ORDER BY expect',
        [lotteryId],
      )
    ).map((r) => ({
      ...r,
      seed: r.seed ?? deriveSeed(TEST_SERVER_SECRET, lotteryId, BigInt(r.expect), r.seed_nonce!).toString('hex'),
    }));
  const messages = (roomId: number) =>
    t.db.query<{ content: string; sysmsg: number }>(
      'SELECT content, sysmsg FROM chat_messages WHERE room_id = $1 ORDER BY id',
      [String(roomId)],
    );

  before(async () => (t = await lotteryTestApp({ roundSeconds: 60 })));
  after(async () => t.close());

  it('creates the current and the next round of every lottery, committed (hash = SHA-256 of the seed) and back to back', async () => {
    const report = await t.tickAt(0);
    assert.equal(report.created, 8);
    for (const [lotteryId, first] of [
      [PC28, 3_100_001n],
      [BJ28, 1_200_001n],
      [HK6, 2_024_001n],
      [AM6, 2_024_001n],
    ] as const) {
      const [a, b] = await rounds(lotteryId);
      assert.deepEqual([a!.expect, b!.expect], [String(first), String(first + 1n)]);
      assert.equal(a!.opens_at.getTime(), T0.getTime());
      assert.equal(a!.draw_at.getTime() - a!.opens_at.getTime(), 60_000);
      assert.equal(b!.opens_at.getTime(), a!.draw_at.getTime());
      for (const r of [a!, b!]) {
        assert.equal(r.status, 'open');
        assert.equal(r.hash, createHash('sha256').update(Buffer.from(r.seed, 'hex')).digest('hex'));
      }
      assert.notEqual(a!.seed, b!.seed);
    }
    // Ticking again at the same moment changes nothing.
    assert.equal((await t.tickAt(0)).created, 0);
  });

  it('publishes the commitment of the open round and never its seed', async () => {
    const token = await loginAs(t.app, 'demo001', DEMO_PASSWORD);
    const room = (await call(t.app, '/api/lotteryRoom', { token, body: { room_id: PC28_ROOM } })).body.data;
    const [open] = await rounds(PC28);
    assert.equal(room.lottery.nowdata.nextexpect, open!.expect);
    assert.equal(room.lottery.nowdata.next_hash, open!.hash);
    assert.equal(room.lottery.nowdata.timeout, 60);
    assert.equal(room.ftime, 20);
    assert.equal(room.lottery.nowdata.last, null);
    assert.ok(!JSON.stringify(room).includes(open!.seed));
    const next = (await rounds(PC28))[1]!;
    assert.ok(!JSON.stringify(room).includes(next.seed));
  });

  it("caps ftime at a third of the period (ROUND_SECONDS 60 → 20 s; the lotteries' own 210/30 and 300/45 otherwise)", async () => {
    const [a] = await rounds(PC28);
    assert.equal(a!.draw_at.getTime() - a!.close_at.getTime(), 20_000);
    assert.deepEqual(timingOf({ periodS: 210, ftimeS: 30 }, null), { periodS: 210, ftimeS: 30 });
    assert.deepEqual(timingOf({ periodS: 300, ftimeS: 45 }, null), { periodS: 300, ftimeS: 45 });
    assert.deepEqual(timingOf({ periodS: 210, ftimeS: 30 }, 60), { periodS: 60, ftimeS: 20 });
    assert.deepEqual(timingOf({ periodS: 210, ftimeS: 30 }, 3), { periodS: 3, ftimeS: 1 });
  });

  it('announces 第N期 已封盘 in every room of the lottery at draw − ftime, once', async () => {
    const [a] = await rounds(PC28);
    assert.deepEqual((await t.tickAt(39)).closed, []);
    const report = await t.tickAt(40);
    assert.ok(report.closed.includes(`${PC28}:${a!.expect}`));
    await t.tickAt(41);
    for (const room of [11, 12, 13])
      assert.deepEqual(await messages(room), [{ content: `第${a!.expect}期 已封盘`, sysmsg: 1 }]);
    assert.deepEqual(await messages(21), [{ content: `第${(await rounds(BJ28))[0]!.expect}期 已封盘`, sysmsg: 1 }]);
  });

  it('draws at draw_at from the committed seed, posts 开奖结果, and the next round becomes current', async () => {
    const [a] = await rounds(PC28);
    assert.deepEqual((await t.tickAt(59)).drawn, []);
    const report = await t.tickAt(60);
    assert.ok(report.drawn.includes(`${PC28}:${a!.expect}`));
    const [drawn, next, third] = await rounds(PC28);
    assert.equal(drawn!.status, 'settled');
    // Anyone can recompute it from the revealed seed.
    const digits = drawDigits(seedFromHex(drawn!.seed), PC28, drawn!.expect);
    assert.equal(drawn!.result, digits.join(','));
    const sum = digits[0]! + digits[1]! + digits[2]!;
    const combo = `${sum >= 14 ? '大' : '小'}${sum % 2 ? '单' : '双'}`;
    assert.equal(
      (await messages(11)).at(-1)!.content,
      `第${drawn!.expect}期 开奖结果 ${digits.join('+')}=${sum} ${combo}`,
    );
    const [hk] = await rounds(HK6);
    const balls = drawBalls(seedFromHex(hk!.seed), HK6, hk!.expect);
    const two = (n: number) => String(n).padStart(2, '0');
    assert.equal(hk!.result, `${balls.normals.map(two).join(',')}+${two(balls.special)}`);
    assert.equal((await messages(31)).at(-1)!.content, `第${hk!.expect}期 开奖结果 ${hk!.result}`);
    // The next round is current; a new next one was committed behind it.
    assert.equal((await current(t, PC28)).expect, BigInt(next!.expect));
    assert.equal(third!.opens_at.getTime(), next!.draw_at.getTime());
    const token = await loginAs(t.app, 'demo001', DEMO_PASSWORD);
    const room = (await call(t.app, '/api/lotteryRoom', { token, body: { room_id: PC28_ROOM } })).body.data;
    assert.equal(room.lottery.nowdata.expect, drawn!.expect);
    assert.equal(room.lottery.nowdata.nextexpect, next!.expect);
    assert.equal(room.lottery.nowdata.last.seed, drawn!.seed);
    assert.equal(room.lottery.nowdata.last.hash, drawn!.hash);
    assert.equal(room.lottery.nowdata.last.number, drawn!.result);
    assert.equal(room.lottery.nowdata.last.extend.sum, sum);
    assert.equal(room.lottery.openlist.length, 1);
    assert.equal(room.chatdata.at(-1).content, `第${drawn!.expect}期 开奖结果 ${digits.join('+')}=${sum} ${combo}`);
  });

  it('after a long stop: overdue rounds are drawn with their committed seeds, no rounds are made up for the gap', async () => {
    const before = await rounds(PC28);
    const pending = before.filter((r) => r.status === 'open');
    assert.equal(pending.length, 2);
    // The server was away for an hour.
    const report = await t.tickAt(3600 + 60);
    for (const r of pending) assert.ok(report.drawn.includes(`${PC28}:${r.expect}`));
    const after = await rounds(PC28);
    for (const r of pending) {
      const same = after.find((x) => x.expect === r.expect)!;
      assert.equal(same.hash, r.hash);
      assert.equal(same.status, 'settled');
      assert.equal(same.result, drawDigits(seedFromHex(r.seed), PC28, r.expect).join(','));
    }
    // Two new rounds: the current one opens now, the next behind it; expect counts on by one.
    assert.equal(after.length, before.length + 2);
    const [cur, nxt] = after.slice(-2);
    assert.equal(cur!.opens_at.getTime(), t.now().getTime());
    assert.equal(BigInt(cur!.expect), BigInt(pending[1]!.expect) + 1n);
    assert.equal(nxt!.opens_at.getTime(), cur!.draw_at.getTime());
  });

  it('a stopped lottery gets no new rounds, but the rounds it sold are still drawn', async () => {
    await t.db.query('UPDATE lotteries SET state = 0 WHERE id = $1', [AM6]);
    const before = await rounds(AM6);
    const report = await t.tickAt(3600 + 60 + 120);
    const after = await rounds(AM6);
    assert.equal(after.length, before.length);
    assert.ok(after.every((r) => r.status === 'settled'));
    assert.ok(report.drawn.some((d) => d.startsWith(`${AM6}:`)));
    const list = (await call(t.app, '/api/lotteryList', {})).body.data.map((l: { id: number }) => l.id);
    assert.deepEqual(list, [PC28, BJ28, HK6]);
    await t.db.query('UPDATE lotteries SET state = 1 WHERE id = $1', [AM6]);
  });
});

describe('lottery scheduler (real clock)', () => {
  it('runs by itself with ROUND_SECONDS and stops when the app closes', async () => {
    const t = await createTestApp({ roundSeconds: 3 });
    try {
      await eventually(
        async () =>
          (await t.db.query(`SELECT 1 FROM lottery_rounds WHERE lottery_id = 1 AND status = 'settled'`)).length > 0,
        15_000,
        'a drawn round',
      );
      const [closed] = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM chat_messages WHERE room_id = '11' AND content LIKE '%已封盘'`,
      );
      assert.ok(closed!.n >= 1);
    } finally {
      await t.close();
    }
    // Closed: the loop no longer touches the (closed) database; a late timer would throw here.
    await new Promise((resolve) => setTimeout(resolve, 1500));
  });
});

describe(
  'lottery leader (PostgreSQL)',
  { skip: ENGINE !== 'postgres' && 'PostgreSQL only (PGlite is one process)' },
  () => {
    it('one leader per database; another process takes over when it goes', async () => {
      const store = persistentStore();
      const dbA = await store.open();
      const dbB = await store.open();
      const a = await appOn(dbA, { lotteryScheduler: true, roundSeconds: 30 });
      const b = await appOn(dbB, { lotteryScheduler: true, roundSeconds: 30 });
      try {
        await eventually(async () => a.lottery.isLeader || b.lottery.isLeader, 10_000, 'a leader');
        // Give the other one time to try as well: still exactly one.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        assert.ok(a.lottery.isLeader !== b.lottery.isLeader, 'exactly one leader');
        const [leader, follower] = a.lottery.isLeader ? [a, b] : [b, a];
        const rounds = await dbA.query<{ n: number }>('SELECT count(*)::int AS n FROM lottery_rounds');
        assert.equal(rounds[0]!.n, 8);
        await leader.close();
        await eventually(async () => follower.lottery.isLeader, 10_000, 'the follower to take over');
      } finally {
        await a.close();
        await b.close();
        await dbA.close();
        await dbB.close();
        await store.dispose();
      }
    });
  },
);
