/**
 * Trial accounts play with play money that never mixes with real money: the trial credit, a
 * lottery stake and its payout, and a sandbox venue round post only against `house:trial_*`
 * accounts; the real-money house accounts do not move, the lottery reconciliation leaves the
 * trial bets out, and the ledger audit stays balanced.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call } from './helpers.ts';
import {
  current,
  lotteryOf,
  lotteryTestApp,
  optionId,
  order,
  PC28,
  PC28_ROOM,
  type LotteryTestApp,
} from './lottery-support.ts';
import { audit } from '../src/domain/ledger/audit.ts';
import { digitsExtend, resultNumber } from '../src/domain/lottery/rules.ts';
import { settleRound } from '../src/domain/lottery/settle.ts';
import { voidRound } from '../src/domain/lottery/void-round.ts';
import { playRound } from '../src/domain/venue-games/play.ts';
import { reconcile } from '../src/domain/ops/reconcile.ts';

/** Every house account's balance by code. */
async function houses(t: LotteryTestApp): Promise<Map<string, bigint>> {
  const rows = await t.db.query<{ code: string; balance: unknown }>(
    `SELECT code, balance FROM ledger_accounts WHERE kind = 'house'`,
  );
  return new Map(rows.map((r) => [r.code, BigInt(String(r.balance))]));
}

/** The accounts on the other side of a user's postings, by movement kind. */
async function counterparts(t: LotteryTestApp, userId: number): Promise<{ kind: string; code: string }[]> {
  return t.db.query<{ kind: string; code: string }>(
    `SELECT DISTINCT tx.kind, a.code FROM ledger_postings mine
       JOIN ledger_accounts me ON me.id = mine.account_id AND me.user_id = $1
       JOIN ledger_transactions tx ON tx.id = mine.tx_id
       JOIN ledger_postings other ON other.tx_id = mine.tx_id AND other.account_id <> mine.account_id
       JOIN ledger_accounts a ON a.id = other.account_id AND a.kind = 'house'
     ORDER BY tx.kind, a.code`,
    [userId],
  );
}

describe('trial accounts play through their own house accounts', () => {
  let t: LotteryTestApp;
  let token: string;
  let userId: number;
  before(async () => {
    t = await lotteryTestApp();
    await t.tickAt(61);
  });
  after(async () => t.close());

  it('the trial credit, a lottery bet and its payout, a venue round: only trial houses move', async () => {
    const before = await houses(t);
    const trial = await call(t.app, '/api/trial');
    assert.equal(trial.body.code, 200, trial.text);
    token = trial.body.data.api_token;
    const [user] = await t.db.query<{ id: number }>(`SELECT id FROM users WHERE is_trial ORDER BY id DESC LIMIT 1`);
    userId = user!.id;

    // A 大 bet of 10.00 on PC28, drawn 9+9+8 = 26 (大): it wins.
    const round = await current(t, PC28);
    const big = await optionId(t, PC28, '大');
    const placed = await order(t.app, token, {
      room_id: PC28_ROOM,
      expect: String(round.expect),
      order: [{ id: big, total: '10', data: '' }],
    });
    assert.equal(placed.body.code, 200, placed.text);
    const extend = digitsExtend([9, 9, 8]);
    await t.db.query(
      `UPDATE lottery_rounds SET status = 'drawn', result = $2, extend = $3::jsonb, drawn_at = now() WHERE id = $1`,
      [round.id, resultNumber(extend), JSON.stringify(extend)],
    );
    const settled = await settleRound(t.db, await lotteryOf(t, PC28), round.id, extend);
    assert.equal(settled.winners, 1);
    assert.ok(settled.payout > 1000n);

    // A sandbox dice round at AG with play money moved there: 3+5+6 = 14 is 大, paid 1:1.
    const moved = await call(t.app, '/api/transfer', {
      token,
      body: { amount: '20', sourcetype: 'userbalance', targettype: 'ag' },
    });
    assert.equal(moved.body.code, 200, moved.text);
    const dice = [2, 4, 5];
    const round2 = await playRound(
      t.db,
      {
        session: { userId, platform: 'ag', category: 'realbet', gameCode: 'realbet' },
        roundRef: 'trial-1',
        choice: 'big',
        stake: 500n,
      },
      () => dice.shift()!,
    );
    assert.equal(round2.payout, 1000n);

    const code = (await lotteryOf(t, PC28)).platformType;
    assert.deepEqual(await counterparts(t, userId), [
      { kind: 'lottery.payout', code: `house:trial_lottery:${code}` },
      { kind: 'lottery.stake', code: `house:trial_lottery:${code}` },
      { kind: 'trial_credit', code: 'house:trial_bankroll' },
      { kind: 'venue_bet', code: 'house:trial_venue:ag' },
      { kind: 'venue_payout', code: 'house:trial_venue:ag' },
    ]);

    // No real-money house account moved; the trial ones carry the play money.
    const now = await houses(t);
    for (const [houseCode, balance] of now) {
      if (houseCode.startsWith('house:trial_')) continue;
      assert.equal(balance, before.get(houseCode) ?? 0n, houseCode);
    }
    assert.equal(now.get(`house:trial_lottery:${code}`), 1000n - settled.payout);
    assert.equal(now.get('house:trial_venue:ag'), -500n);
  });

  it('the reconciliations leave the play money out and the ledger audit stays balanced', async () => {
    for (const line of await reconcile(t.db)) assert.ok(line.ok, `${line.check}: ${line.ledger} vs ${line.records}`);
    const report = await audit(t.db);
    assert.equal(report.ok, true, JSON.stringify(report));
  });

  it('a trial bet on a voided round is refunded from the trial house', async () => {
    await t.tickAt(181);
    const round = await current(t, PC28);
    const big = await optionId(t, PC28, '大');
    const placed = await order(t.app, token, {
      room_id: PC28_ROOM,
      expect: String(round.expect),
      order: [{ id: big, total: '10', data: '' }],
    });
    assert.equal(placed.body.code, 200, placed.text);
    const code = (await lotteryOf(t, PC28)).platformType;
    const before = await houses(t);
    const voided = await voidRound(t.db, PC28, round.expect, 'ops:test', 'test');
    assert.equal(voided.refunded, 1000n);
    const now = await houses(t);
    assert.equal(now.get(`house:trial_lottery:${code}`)! - before.get(`house:trial_lottery:${code}`)!, -1000n);
    assert.equal(now.get(`house:lottery:${code}`), before.get(`house:lottery:${code}`));
    for (const line of await reconcile(t.db)) assert.ok(line.ok, line.check);
  });
});
