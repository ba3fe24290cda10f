/**
 * Operators see the round clock: GET /admin/lottery/rounds and `npm run ops -- rounds` (exit 1
 * while a round is overdue or drawn and not settled, so a monitor can alert on it).
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { opsCli } from './ops-cli-support.ts';
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
import { ops } from './money-helpers.ts';

describe('ops: lottery rounds', () => {
  let t: LotteryTestApp;
  let base: string;
  const cli = opsCli(() => base);
  const run = (...args: string[]) => cli.run(args);
  const printed = () => cli.lines.all.join('\n');

  before(async () => {
    t = await lotteryTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    await t.tickAt(0);
  });
  after(async () => t.close());

  it("shows each lottery's current round with its bets, the next one and the last draw", async () => {
    const m = await funded(t.app);
    const round = await current(t, PC28);
    await order(t.app, m.token, {
      room_id: PC28_ROOM,
      expect: String(round.expect),
      order: [{ id: await optionId(t, PC28, '大'), total: '12.50', data: '' }],
    });
    const r = await call(t.app, '/admin/lottery/rounds', { method: 'GET', token: null, headers: ops });
    assert.equal(r.status, 200);
    const pc28 = r.body.data.lotteries.find((l: { id: number }) => l.id === PC28);
    // The tests drive the clock themselves: no loop, so this process is not the leader.
    assert.deepEqual([r.body.data.scheduler, r.body.data.leader], [false, false]);
    assert.deepEqual(
      {
        expect: pc28.current.expect,
        state: pc28.current.state,
        bets: pc28.current.bets,
        stake: pc28.current.stake,
        timeout: pc28.current.timeout,
      },
      { expect: String(round.expect), state: 'open', bets: 1, stake: '12.50', timeout: 60 },
    );
    assert.equal(pc28.next.expect, String(round.expect + 1n));
    assert.equal(pc28.last, null);
    assert.equal(r.body.data.lotteries.length, 4);
    assert.equal((await call(t.app, '/admin/lottery/rounds', { method: 'GET', token: null })).status, 401);

    assert.equal(await run('rounds'), 0);
    assert.match(
      printed(),
      new RegExp(
        `1\\t加拿大28\\t${round.expect}\\t投注中\\t.+\\t60s\\t1\\t12\\.50\\t${round.expect + 1n}\\t-\\t0 期 / 0 注`,
      ),
    );
  });

  it('exits 1 while a round is overdue; 0 again once the leader has drawn and settled it', async () => {
    t.at(61);
    assert.equal(await run('rounds'), 1);
    assert.match(printed(), /1 期逾期未开奖/);
    await t.tickAt(61);
    assert.equal(await run('rounds'), 0);
    assert.match(printed(), /\(settled\)/);
  });
});
