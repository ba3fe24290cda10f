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

  const voidIt = (expect: bigint) =>
    call(t.app, '/admin/lottery/rounds/void', { token: OPS_TOKEN, body: { lottery_id: PC28, expect: String(expect) } });

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
    const [row] = await t.db.query<{ status: string; voided_by: string }>(
      'SELECT status, voided_by FROM lottery_rounds WHERE id = $1',
      [round.id],
    );
    assert.deepEqual([row!.status, row!.voided_by], ['void', 'ops']);
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

  it('the CLI: round void <lottery_id> <expect>', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const round = await current(t, PC28);
    const cli = opsCli(() => base);
    const code = await cli.run(['round', 'void', String(PC28), String(round.expect)]);
    assert.equal(code, 0);
    assert.match(cli.lines.out.join('\n'), new RegExp(`已作废第${round.expect}期：退还 0 注`));
  });
});
