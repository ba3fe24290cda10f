/**
 * Promotions for operators: the ops CLI over /admin/promotions (VIP levels, the red-packet switch
 * and rules, a day's rebates re-run idempotently, the report), and the daily report's four totals
 * equal to the member's ledger movements of that Beijing day.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { opsCli } from './ops-cli-support.ts';
import { formatBeijing } from '../src/lib/time.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
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
import { bindBank, newMember, review } from './money-helpers.ts';
import { settledVenueBet } from './rewards-support.ts';

describe('promotions ops CLI', () => {
  let t: TestApp;
  let base: string;
  const { lines, run } = opsCli(() => base);

  before(async () => {
    t = await createTestApp({ lotteryScheduler: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => t.close());

  it('lists and edits VIP levels; /api/uservip shows the change; bad values are refused', async () => {
    assert.equal(await run(['vip-levels']), 0);
    assert.equal(lines.out.join('\n').split('\n').length, 11);
    assert.equal(await run(['vip-level', '2', 'recharge=1500.00', 'realperson=0.55']), 0);
    const levels = (await call(t.app, '/api/uservip', { token: null })).body.data;
    assert.deepEqual([levels[1].recharge, levels[1].realperson], ['1500.00', '0.55']);
    assert.equal(await run(['vip-level', '2', 'realperson=0.555']), 1);
    assert.equal(await run(['vip-level', '11', 'flow=1']), 1);
    assert.equal(await run(['vip-level', '2', 'oops']), 2);
  });

  it('sets the VIP rules page /iframepage frames (http(s) only), and clears it', async () => {
    assert.equal(await run(['vip-page', 'https://vip.example.com/rules']), 0);
    assert.equal(
      (await call(t.app, '/api/app', { token: null })).body.data.vip_page_url,
      'https://vip.example.com/rules',
    );
    assert.equal(await run(['vip-page', 'javascript:alert(1)']), 1);
    assert.equal(await run(['vip-page', 'none']), 0);
    assert.equal((await call(t.app, '/api/app', { token: null })).body.data.vip_page_url, '');
  });

  it('switches red packets off and on (the app settings follow) and edits the rules', async () => {
    assert.equal(await run(['red-packet-switch', 'off']), 0);
    assert.equal((await call(t.app, '/api/app', { token: null })).body.data.redpacket_switch, '0');
    assert.equal(await run(['red-packet-switch', 'on']), 0);
    assert.equal((await call(t.app, '/api/app', { token: null })).body.data.redpacket_switch, '1');
    assert.equal(await run(['red-packet-rule', 'day_flow=50.00', 'flow_money=80.00', 'draws=1', 'percent=5']), 0);
    assert.equal(await run(['red-packets']), 0);
    assert.match(lines.out.join('\n'), /50\.00\t80\.00\t1\t5\.00/);
    assert.equal(await run(['red-packet-rule', 'id=1', 'start_time=25:00:00']), 1);
  });

  it('runs a day of rebates, idempotently, and reports it', async () => {
    const m = await newMember(t.app);
    const yesterday = formatBeijing(new Date(Date.now() - 24 * 3600_000)).slice(0, 10);
    await settledVenueBet(t.db, {
      userId: m.id,
      platform: 'ag',
      category: 'realbet',
      stake: 100_000n,
      at: new Date(`${yesterday}T12:00:00+08:00`),
    });
    assert.equal(await run(['rebate-day', yesterday]), 0);
    assert.match(lines.out.join('\n'), /written 1, amount 4\.00/);
    assert.equal(await run(['rebate-day', yesterday]), 0);
    assert.match(lines.out.join('\n'), /written 0, amount 0\.00/);
    assert.equal(await run(['promotions-report', '2']), 0);
    assert.match(lines.out.join('\n'), new RegExp(`${yesterday}\\t0\\t0\\.00\\t4\\.00\\t0\\.00\\t4\\.00\\t0\\t0`));
    // Today so far may be run; the day's later bets follow on the next run. Tomorrow may not.
    const today = formatBeijing(new Date()).slice(0, 10);
    const bet = (stake: bigint) =>
      settledVenueBet(t.db, { userId: m.id, platform: 'ag', category: 'realbet', stake, at: new Date() });
    await bet(50_000n);
    assert.equal(await run(['rebate-day', today]), 0);
    assert.match(lines.out.join('\n'), /written 1, amount 2\.00/);
    await bet(50_000n);
    assert.equal(await run(['rebate-day', today]), 0);
    assert.match(lines.out.join('\n'), /written 1, amount 2\.00/);
    assert.equal(await run(['rebate-day', today]), 0);
    assert.match(lines.out.join('\n'), /written 0, amount 0\.00/);
    const tomorrow = formatBeijing(new Date(Date.now() + 24 * 3600_000)).slice(0, 10);
    assert.equal(await run(['rebate-day', tomorrow]), 1);
  });
});

describe('daily report', () => {
  let t: LotteryTestApp;
  before(async () => {
    t = await lotteryTestApp();
  });
  after(async () => t.close());

  it('answers the four totals of a Beijing day, each equal to the ledger movements of that day', async () => {
    // The clock at real time: the ledger dates movements with the database clock.
    const start = t.set(new Date());
    await t.app.lottery.tick(start);
    const m = await funded(t.app, '0.01');
    await t.db.query("UPDATE users SET realname = '张三' WHERE id = $1", [m.id]);
    const dep = await call(t.app, '/api/recharge', { token: m.token, body: { paytype: 'alipay', amount: '500' } });
    assert.equal((await review(t.app, 'deposits', dep.body.message, 'approve')).body.code, 200);
    const expect = String((await current(t, PC28)).expect);
    const placed = await order(t.app, m.token, {
      room_id: PC28_ROOM,
      expect,
      order: [
        { id: await optionId(t, PC28, '大'), total: 10, data: '' },
        { id: await optionId(t, PC28, '小'), total: 20, data: '' },
      ],
    });
    assert.equal(placed.body.code, 200, placed.text);
    await t.app.lottery.tick(t.set(new Date(start.getTime() + 120_000)));
    const card = await bindBank(t.app, m);
    await t.db.query('UPDATE users SET turnover_required = 0 WHERE id = $1', [m.id]);
    const w = await call(t.app, '/api/withdraw', {
      token: m.token,
      body: { amount: '100', bank: card, password: m.payPassword },
    });
    assert.equal(w.body.code, 200, w.text);
    assert.equal((await review(t.app, 'withdrawals', w.body.data.order_no, 'approve')).body.code, 200);

    const day = formatBeijing(new Date()).slice(0, 10);
    const report = (await call(t.app, '/api/dailyReport', { token: m.token, body: { date: day } })).body;
    assert.equal(report.code, 200, JSON.stringify(report));
    const ledger = await t.db.query<{ kind: string; amount: string }>(
      `SELECT t.kind, sum(p.amount)::text AS amount FROM ledger_postings p
         JOIN ledger_transactions t ON t.id = p.tx_id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.user_id = $1 AND a.wallet = 'main' GROUP BY t.kind`,
      [m.id],
    );
    const by = (kind: string) => BigInt(ledger.find((l) => l.kind === kind)?.amount ?? '0');
    const yuan = (cents: bigint) =>
      `${cents < 0n ? '-' : ''}${(cents < 0n ? -cents : cents) / 100n}.${String((cents < 0n ? -cents : cents) % 100n).padStart(2, '0')}`;
    assert.equal(report.data.recharge_total, yuan(by('deposit.credit')));
    assert.equal(report.data.recharge_total, '500.00');
    assert.equal(report.data.bet_total, yuan(-by('lottery.stake')));
    assert.equal(report.data.bet_total, '30.00');
    assert.equal(report.data.win_total, yuan(by('lottery.payout') + by('lottery.stake')));
    assert.equal(report.data.withdraw_total, yuan(-by('withdrawal.hold')));
    assert.equal(report.data.withdraw_total, '100.00');
  });

  it('refuses a day before the account existed or after today', async () => {
    const m = await newMember(t.app);
    t.app.rewards.clock = () => new Date();
    const tomorrow = formatBeijing(new Date(Date.now() + 24 * 3600_000)).slice(0, 10);
    const before = formatBeijing(new Date(Date.now() - 24 * 3600_000)).slice(0, 10);
    for (const date of [tomorrow, before, '2026-02-30', '']) {
      const r = await call(t.app, '/api/dailyReport', { token: m.token, body: { date } });
      assert.deepEqual([r.body.code, r.body.message], [500, '日期不正确'], date);
    }
  });
});
