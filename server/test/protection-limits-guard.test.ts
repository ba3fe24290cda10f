/**
 * The protection limits refuse what would pass them (docs/MONEY.md#protection-limits): deposit
 * requests, transfers into venues and lottery bets, each with its exact message naming the limit
 * and the Beijing time the window frees enough; 20 parallel deposits or bets never pass a limit.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { limitExceededMessage, limitReachedMessage } from '../../contract/protection/limits.ts';
import { EXCLUSION_MESSAGES } from '../../contract/protection/exclusions.ts';
import { guardMovement, type GuardedMovement } from '../src/domain/protection/limits-guard.ts';
import { endOfChoice, startExclusion } from '../src/domain/protection/exclusion-start.ts';
import { formatBeijing } from '../src/lib/time.ts';
import { invalid } from '../src/lib/errors.ts';
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
import type { Member } from './money-helpers.ts';
import { beijingOf } from './protection-support.ts';

describe('protection limits: enforcement', () => {
  let t: LotteryTestApp;
  let big: number;
  before(async () => {
    t = await lotteryTestApp();
    await t.tickAt(0);
    big = await optionId(t, PC28, '大');
  });
  after(async () => t.close());

  const limit = async (m: Member, kind: string, period: string, amount: string) => {
    const r = await call(t.app, '/api/protectionLimitSet', { token: m.token, body: { kind, period, amount } });
    assert.equal(r.body.code, 200, r.text);
  };
  const recharge = (m: Member, amount: string) =>
    call(t.app, '/api/recharge', { token: m.token, body: { paytype: 'alipay', amount } });
  const intoVenue = (m: Member, amount: string) =>
    call(t.app, '/api/transfer', { token: m.token, body: { amount, sourcetype: 'userbalance', targettype: 'ag' } });
  const outOfVenue = (m: Member, amount: string) =>
    call(t.app, '/api/transfer', { token: m.token, body: { amount, sourcetype: 'ag', targettype: 'userbalance' } });
  const bet = async (m: Member, total: number) =>
    order(t.app, m.token, {
      room_id: PC28_ROOM,
      expect: String((await current(t, PC28)).expect),
      order: [{ id: big, total }],
    });
  /** The Beijing time, as the refusal shows it, the row leaves a window of `hours`: the next whole second. */
  const freed = (table: string, id: number, hours: number) =>
    beijingOf(
      t,
      `SELECT date_trunc('second', created_at + make_interval(hours => $2)) + interval '1 second' FROM ${table} WHERE id = $1`,
      [id, hours],
    );
  const lastId = async (table: string, userId: number) =>
    (await t.db.query<{ id: number }>(`SELECT max(id)::int AS id FROM ${table} WHERE user_id = $1`, [userId]))[0]!.id;

  it('a deposit past the 24-hour deposit limit: which limit and when it frees up; counted until it leaves the window', async () => {
    const m = await funded(t.app, '0.01');
    await limit(m, 'deposit', '24h', '1000');
    assert.equal((await recharge(m, '600')).body.code, 200);
    const first = await lastId('deposits', m.id);
    const r = await recharge(m, '500');
    const until = await freed('deposits', first, 24);
    assert.deepEqual([r.body.code, r.body.message], [500, limitReachedMessage('24 小时存款限额 1000.00 元', until)]);
    assert.equal(r.body.message, `已达到 24 小时存款限额 1000.00 元，请于 ${until}（北京时间）后再试`);
    const over = await recharge(m, '1000.01');
    assert.deepEqual([over.body.code, over.body.message], [500, '本次金额超过 24 小时存款限额 1000.00 元']);
    assert.equal(over.body.message, limitExceededMessage('24 小时存款限额 1000.00 元'));
    // The exact rest is allowed; a rejected request stops counting; an old one has left the window.
    assert.equal((await recharge(m, '400')).body.code, 200);
    await t.db.query(`UPDATE deposits SET state = 3, updated_at = now() WHERE id = $1`, [first]);
    assert.equal((await recharge(m, '600')).body.code, 200);
    await t.db.query(`UPDATE deposits SET created_at = now() - interval '25 hours' WHERE user_id = $1`, [m.id]);
    assert.equal((await recharge(m, '1000')).body.code, 200);
  });

  it('20 parallel deposits: the sum accepted never passes the limit', async () => {
    const m = await funded(t.app, '0.01');
    await limit(m, 'deposit', '7d', '1000');
    const answers = await Promise.all(Array.from({ length: 20 }, () => recharge(m, '150')));
    const accepted = answers.filter((a) => a.body.code === 200).length;
    assert.equal(accepted, 6);
    for (const a of answers.filter((x) => x.body.code !== 200))
      assert.match(a.body.message, /^已达到 7 天存款限额 1000\.00 元，请于 /);
    const [row] = await t.db.query<{ sum: string }>(
      'SELECT sum(amount)::text AS sum FROM deposits WHERE user_id = $1',
      [m.id],
    );
    assert.equal(row!.sum, '90000');
  });

  it('a stake limit counts transfers into venues and lottery bets alike', async () => {
    const m = await funded(t.app, '1000.00');
    await limit(m, 'stake', '24h', '100');
    assert.equal((await intoVenue(m, '60')).body.code, 200);
    const transferId = await lastId('transfer_logs', m.id);
    const r = await bet(m, 50);
    const until = await freed('transfer_logs', transferId, 24);
    assert.deepEqual(
      [r.body.code, r.body.message],
      [500, `已达到 24 小时投注限额 100.00 元，请于 ${until}（北京时间）后再试`],
    );
    assert.equal((await bet(m, 40)).body.code, 200);
    const more = await intoVenue(m, '0.01');
    assert.equal(more.body.message, `已达到 24 小时投注限额 100.00 元，请于 ${until}（北京时间）后再试`);
    // Money coming back out is not a stake: always allowed.
    assert.equal((await outOfVenue(m, '60')).body.code, 200);
  });

  it('a net-loss limit: returns count against stakes; a stake that could lose past it is refused', async () => {
    const m = await funded(t.app, '1000.00');
    await limit(m, 'loss', '7d', '100');
    assert.equal((await intoVenue(m, '80')).body.code, 200);
    const firstIn = await lastId('transfer_logs', m.id);
    assert.equal((await outOfVenue(m, '80')).body.code, 200);
    const whole = await intoVenue(m, '120');
    assert.deepEqual([whole.body.code, whole.body.message], [500, '本次金额超过 7 天净亏损限额 100.00 元']);
    assert.equal((await intoVenue(m, '90')).body.code, 200);
    // Net loss 90: a 20 bet could make it 110; the window frees 10 once the first 80 leaves it.
    const r = await bet(m, 20);
    const until = await freed('transfer_logs', firstIn, 168);
    assert.deepEqual(
      [r.body.code, r.body.message],
      [500, `已达到 7 天净亏损限额 100.00 元，请于 ${until}（北京时间）后再试`],
    );
    assert.equal((await bet(m, 10)).body.code, 200);
    const limits = await call(t.app, '/api/protectionLimits', { token: m.token });
    const loss = limits.body.data.limits.find(
      (l: { kind: string; period: string }) => l.kind === 'loss' && l.period === '7d',
    );
    assert.equal(loss.used, '100.00');
  });

  it('20 parallel bets: the stakes accepted never pass the limit', async () => {
    const m = await funded(t.app, '1000.00');
    await limit(m, 'stake', '30d', '95');
    const expect = String((await current(t, PC28)).expect);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        order(t.app, m.token, { room_id: PC28_ROOM, expect, order: [{ id: big, total: 10 }] }),
      ),
    );
    assert.equal(answers.filter((a) => a.body.code === 200).length, 9);
    for (const a of answers.filter((x) => x.body.code !== 200))
      assert.match(a.body.message, /^已达到 30 天投注限额 95\.00 元，请于 /);
    const [row] = await t.db.query<{ sum: string }>(
      'SELECT sum(total)::text AS sum FROM lottery_bets WHERE user_id = $1',
      [m.id],
    );
    assert.equal(row!.sum, '9000');
  });

  it('a time-out that begins after a call passed the member scope still stops its movement, in its transaction', async () => {
    const m = await funded(t.app, '100.00');
    const choice = { kind: 'timeout', length: 1 } as const;
    const endsAt = await t.db.tx(async (q) => {
      const ends = await endOfChoice(q, choice);
      await startExclusion(q, m.id, choice, ends, { operator: null, reason: 'test', refusal: invalid });
      return ends;
    });
    const movements: GuardedMovement[] = ['deposit', 'stake'];
    for (const movement of movements) {
      await assert.rejects(
        t.db.tx((q) => guardMovement(q, m.id, movement, 100n)),
        (e: Error & { code?: number }) =>
          e.code === 403 && e.message === EXCLUSION_MESSAGES.timeout(formatBeijing(endsAt)),
      );
      // PROTECTION_EXCLUSION=off: no restriction is read.
      await t.db.tx((q) => guardMovement(q, m.id, movement, 100n, { limits: true, exclusion: false }));
    }
  });
});
