/**
 * Hedged bets count as net for the turnover requirement: 100 on 大 and 100 on 小 in one round is
 * no turnover at all; 单 30 with no 双 is 30; across settlement batches the net is counted once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { settleRound } from '../src/domain/lottery/settle.ts';
import { digitsExtend, resultNumber } from '../src/domain/lottery/rules.ts';
import {
  current,
  funded,
  lotteryOf,
  lotteryTestApp,
  optionId,
  order,
  PC28,
  PC28_ROOM,
  type LotteryTestApp,
} from './lottery-support.ts';

describe('hedged bets and turnover', () => {
  let t: LotteryTestApp;
  before(async () => {
    t = await lotteryTestApp();
    await t.tickAt(0);
  });
  after(async () => t.close());

  const turnover = async (userId: number) =>
    String(
      (await t.db.query<{ totalgame: unknown }>('SELECT totalgame FROM users WHERE id = $1', [userId]))[0]!.totalgame,
    );

  it('大 100 + 小 100 + 单 30 counts 30; a plain 大 100 counts 100 (settled one bet per batch)', async () => {
    const hedger = await funded(t.app, '1000.00');
    const plain = await funded(t.app, '1000.00');
    const round = await current(t, PC28);
    const [big, small, odd] = [
      await optionId(t, PC28, '大'),
      await optionId(t, PC28, '小'),
      await optionId(t, PC28, '单'),
    ];
    const place = (token: string, items: { id: number; total: string }[]) =>
      order(t.app, token, { room_id: PC28_ROOM, expect: String(round.expect), order: items });
    assert.equal((await place(hedger.token, [{ id: big, total: '100' }])).body.code, 200);
    assert.equal((await place(plain.token, [{ id: big, total: '100' }])).body.code, 200);
    assert.equal(
      (
        await place(hedger.token, [
          { id: odd, total: '30' },
          { id: small, total: '100' },
        ])
      ).body.code,
      200,
    );
    const extend = digitsExtend([3, 8, 5]);
    await t.db.query(
      `UPDATE lottery_rounds SET status = 'drawn', result = $2, extend = $3::jsonb, drawn_at = now() WHERE id = $1`,
      [round.id, resultNumber(extend), JSON.stringify(extend)],
    );
    const settled = await settleRound(t.db, await lotteryOf(t, PC28), round.id, extend, { batchSize: 1 });
    assert.ok(settled.settled);
    assert.equal(settled.batches, 4);
    assert.equal(await turnover(hedger.id), '3000');
    assert.equal(await turnover(plain.id), '10000');
  });
});
