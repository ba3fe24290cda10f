/**
 * Voiding a round (npm run ops -- round void <lottery> <expect>): every unsettled bet becomes
 * invalid and its stake comes back through the ledger, exactly once however often (or however
 * concurrently) it is asked; the scheduler then neither draws nor settles the round; a settled
 * round cannot be voided; the books still balance.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { opsCli } from './ops-cli-support.ts';
import { call, OPS_TOKEN } from './helpers.ts';
import { markSettleFailed } from '../src/domain/lottery/rounds.ts';
import {
  balanceOf,
  current,
  funded,
  lotteryTestApp,
  optionId,
  order,
  PC28,
  PC28_ROOM,
  type LotteryTestApp,
} from './lottery-support.ts';

describe('voiding a lottery round', () => {
  let t: LotteryTestApp;
  before(async () => {
    t = await lotteryTestApp();
    await t.tickAt(0);
  });
  after(async () => t.close());

  const voidIt = (expect: bigint, reason: { reason?: unknown } = { reason: '开奖源故障' }) =>
    call(t.app, '/admin/lottery/rounds/void', {
      token: OPS_TOKEN,
      body: { lottery_id: PC28, expect: String(expect), ...reason },
    });

  it('refunds every unsettled bet once (concurrent and repeated requests included) and the round is never drawn', async () => {
    const a = await funded(t.app, '1000.00');
    const b = await funded(t.app, '1000.00');
    const round = await current(t, PC28);
    const big = await optionId(t, PC28, '大');
    const small = await optionId(t, PC28, '小');
    for (const [m, items] of [
      [
        a,
        [
          { id: big, total: '100' },
          { id: small, total: '50' },
        ],
      ],
      [b, [{ id: big, total: '30' }]],
    ] as const) {
      const r = await order(t.app, m.token, { room_id: PC28_ROOM, expect: String(round.expect), order: items });
      assert.equal(r.body.code, 200, r.text);
    }
    assert.equal(await balanceOf(t.app, a.token), '850.00');
    const answers = await Promise.all([voidIt(round.expect), voidIt(round.expect), voidIt(round.expect)]);
    assert.ok(
      answers.every((r) => r.status === 200),
      answers.map((r) => r.text).join('\n'),
    );
    const first = answers.filter((r) => !r.body.data.replayed);
    assert.equal(first.length, 1);
    assert.deepEqual(
      [first[0]!.body.data.bets, first[0]!.body.data.players, first[0]!.body.data.refunded],
      [3, 2, '180.00'],
    );
    assert.equal(await balanceOf(t.app, a.token), '1000.00');
    assert.equal(await balanceOf(t.app, b.token), '1000.00');
    // The draw time passes: nothing is drawn or paid for a void round.
    const report = await t.tickAt(61);
    assert.ok(!report.drawn.includes(`${PC28}:${round.expect}`));
    const [row] = await t.db.query<{ status: string; voided_by: string; void_reason: string }>(
      'SELECT status, voided_by, void_reason FROM lottery_rounds WHERE id = $1',
      [round.id],
    );
    assert.deepEqual([row!.status, row!.voided_by, row!.void_reason], ['void', 'ops', '开奖源故障']);
    const bets = await t.db.query<{ status: number }>('SELECT status FROM lottery_bets WHERE round_id = $1', [
      round.id,
    ]);
    assert.ok(bets.every((bet) => bet.status === 0));
    assert.equal(await balanceOf(t.app, a.token), '1000.00');
    // Asking again answers the first result without moving money.
    assert.equal((await voidIt(round.expect)).body.data.replayed, true);
    assert.equal(await balanceOf(t.app, a.token), '1000.00');
  });

  it('a settled round cannot be voided; an unknown one is not found', async () => {
    const m = await funded(t.app, '100.00');
    await t.tickAt(121);
    const round = await current(t, PC28);
    const big = await optionId(t, PC28, '大');
    await order(t.app, m.token, {
      room_id: PC28_ROOM,
      expect: String(round.expect),
      order: [{ id: big, total: '10' }],
    });
    await t.tickAt(181);
    await t.tickAt(182);
    const refused = await voidIt(round.expect);
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /已结算/);
    assert.equal((await voidIt(999_999n)).status, 409);
  });

  it('a void needs a reason; a drawn round is voided only once its settlement has failed', async () => {
    await t.tickAt(241);
    const round = await current(t, PC28);
    for (const reason of [{}, { reason: '' }, { reason: '   ' }, { reason: null }]) {
      const r = await voidIt(round.expect, reason);
      assert.equal(r.status, 400, JSON.stringify(reason));
      assert.match(r.body.message, /作废原因/);
    }
    // Drawn (the result public) but not settled: refused, or the house could take back a lost round.
    await t.db.query(`UPDATE lottery_rounds SET status = 'drawn', result = '1,2,3' WHERE id = $1`, [round.id]);
    const drawn = await voidIt(round.expect);
    assert.equal(drawn.status, 409);
    assert.match(drawn.body.message, /已开奖，只有结算失败的期数才能作废/);
    await markSettleFailed(t.db, round.id, new Error('venue down'));
    const failed = await voidIt(round.expect, { reason: '结算失败，退还投注' });
    assert.equal(failed.status, 200, failed.text);
    const [row] = await t.db.query<{ void_reason: string; settle_error: string }>(
      'SELECT void_reason, settle_error FROM lottery_rounds WHERE id = $1',
      [round.id],
    );
    assert.deepEqual([row!.void_reason, row!.settle_error], ['结算失败，退还投注', 'venue down']);
    const log = await call(t.app, '/admin/audit-log', { method: 'GET', token: OPS_TOKEN, query: { limit: '5' } });
    assert.match(log.text, /结算失败，退还投注/);
    const rounds = await call(t.app, '/admin/lottery/rounds', { method: 'GET', token: OPS_TOKEN });
    const pc28 = rounds.body.data.lotteries.find((l: { id: number }) => l.id === PC28);
    assert.deepEqual(pc28.recent_voids[0], {
      expect: String(round.expect),
      reason: '结算失败，退还投注',
      voided_by: 'ops',
      voided_at: pc28.recent_voids[0].voided_at,
    });
  });

  it('the scheduler records a failed settlement on the round, which then may be voided', async () => {
    const m = await funded(t.app, '100.00');
    await t.tickAt(361);
    const round = await current(t, PC28);
    const big = await optionId(t, PC28, '大');
    const placed = await order(t.app, m.token, {
      room_id: PC28_ROOM,
      expect: String(round.expect),
      order: [{ id: big, total: '10' }],
    });
    assert.equal(placed.body.code, 200, placed.text);
    await t.db.exec(`
      CREATE FUNCTION test_settle_fails() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'settlement broke'; END $$;
      CREATE TRIGGER test_settle_fails BEFORE INSERT ON lottery_settlements FOR EACH ROW EXECUTE FUNCTION test_settle_fails();
    `);
    try {
      await t.tickAt(421).catch(() => undefined);
    } finally {
      await t.db.exec('DROP TRIGGER test_settle_fails ON lottery_settlements; DROP FUNCTION test_settle_fails();');
    }
    const [row] = await t.db.query<{ status: string; settle_error: string | null; failed: boolean }>(
      'SELECT status, settle_error, settle_failed_at IS NOT NULL AS failed FROM lottery_rounds WHERE id = $1',
      [round.id],
    );
    assert.equal(row!.status, 'drawn');
    assert.equal(row!.failed, true);
    assert.match(row!.settle_error ?? '', /settlement broke/);
    const rounds = await call(t.app, '/admin/lottery/rounds', { method: 'GET', token: OPS_TOKEN });
    const pc28 = rounds.body.data.lotteries.find((l: { id: number }) => l.id === PC28);
    assert.equal(pc28.settle_failed_rounds, 1);
    const voided = await voidIt(round.expect, { reason: '结算失败' });
    assert.equal(voided.status, 200, voided.text);
    assert.equal(voided.body.data.refunded, '10.00');
    assert.equal(await balanceOf(t.app, m.token), '100.00');
  });

  it('the CLI: round void <lottery_id> <expect> <reason…>', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    await t.tickAt(481);
    const round = await current(t, PC28);
    const cli = opsCli(() => base);
    assert.notEqual(await cli.run(['round', 'void', String(PC28), String(round.expect)]), 0);
    const code = await cli.run(['round', 'void', String(PC28), String(round.expect), '开奖源', '故障']);
    assert.equal(code, 0);
    const [row] = await t.db.query<{ void_reason: string }>(
      'SELECT void_reason FROM lottery_rounds WHERE lottery_id = $1 AND expect = $2',
      [PC28, round.expect],
    );
    assert.equal(row!.void_reason, '开奖源 故障');
    assert.match(cli.lines.out.join('\n'), new RegExp(`已作废第${round.expect}期：退还 0 注`));
  });
});
