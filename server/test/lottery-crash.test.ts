/**
 * Settlement is exactly once across crashes. One round of bets by several players is drawn, then
 *   1. the settling process dies between two batches (two batches committed),
 *   2. the restarted process dies INSIDE a batch (its bets were judged and its payout posted in
 *      the transaction when it failed: all of it rolls back),
 *   3. a third start settles the rest.
 * Every bet ends settled once; every player is paid exactly the sum of their winning bets; the
 * books balance (ledger audit, totals, reconciliation) on the same data directory / schema.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { assertBooksBalance, call, TEST_SERVER_SECRET } from './helpers.ts';
import { appOn, funded, order, PC28, PC28_ROOM, persistentStore, T0 } from './lottery-support.ts';
import type { Member } from './money-helpers.ts';
import { findLottery } from '../src/domain/lottery/catalog.ts';
import { drawRound } from '../src/domain/lottery/draw.ts';
import { currentRound } from '../src/domain/lottery/rounds.ts';
import { settleRound } from '../src/domain/lottery/settle.ts';
import type { DigitsExtend } from '../src/domain/lottery/rules.ts';
import type { Db } from '../src/db/types.ts';

const BATCH = 7;

async function start(open: () => Promise<Db>, now: Date): Promise<{ db: Db; app: FastifyInstance }> {
  const db = await open();
  const app = await appOn(db);
  app.lottery.clock = () => now;
  return { db, app };
}

async function crash(run: { db: Db; app: FastifyInstance }): Promise<void> {
  await run.app.close();
  await run.db.close();
}

describe('settlement exactly once across a crash', () => {
  it('no bet is paid twice and every bet is paid once after two crashes and a restart', async () => {
    const store = persistentStore();
    try {
      // First life: rounds, players, bets, the draw, two settled batches, then the crash.
      let run = await start(store.open, T0);
      await run.app.lottery.tick(T0);
      const members: Member[] = [];
      for (let i = 0; i < 4; i++) members.push(await funded(run.app, '1000.00'));
      const round = (await currentRound(run.db, PC28, T0))!;
      const options = await run.db.query<{ id: number; playtitle: string }>(
        `SELECT id, playtitle FROM lottery_play_options WHERE lottery_id = $1 AND playtitle IN ('大', '小', '单', '双', '0', '1', '2', '3', '4', '5')`,
        [PC28],
      );
      assert.equal(options.length, 10);
      for (const [i, m] of members.entries()) {
        const items = options.map((o) => ({
          id: o.id,
          total: String(10 + i),
          data: /^\d+$/.test(o.playtitle) ? o.playtitle : '',
        }));
        const r = await order(run.app, m.token, { room_id: PC28_ROOM, expect: String(round.expect), order: items });
        assert.equal(r.body.code, 200, r.text);
      }
      const lottery = (await findLottery(run.db, PC28))!;
      const drawn = await drawRound(run.db, lottery, round.id, round.drawAt, TEST_SERVER_SECRET);
      assert.ok(drawn);
      const extend = drawn.round.extend as DigitsExtend;
      let batches = 0;
      await assert.rejects(
        settleRound(run.db, lottery, round.id, extend, {
          batchSize: BATCH,
          afterBatch: () => {
            if (++batches === 2) throw new Error('process died between batches');
          },
        }),
        /died between batches/,
      );
      const [mid] = await run.db.query<{ settled: number; open: number }>(
        `SELECT count(*) FILTER (WHERE status = 1)::int AS settled, count(*) FILTER (WHERE status = 2)::int AS open FROM lottery_bets WHERE round_id = $1`,
        [round.id],
      );
      assert.deepEqual(mid, { settled: 2 * BATCH, open: 40 - 2 * BATCH });
      await crash(run);

      // Second life: dies inside its first batch (after judging and posting, before commit).
      const later = new Date(round.drawAt.getTime() + 5000);
      run = await start(store.open, later);
      await run.db.exec(`
        CREATE FUNCTION test_die_in_batch() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'process died inside a batch'; END $$;
        CREATE TRIGGER test_die_in_batch BEFORE INSERT ON lottery_settlements FOR EACH ROW EXECUTE FUNCTION test_die_in_batch();
      `);
      await assert.rejects(settleRound(run.db, lottery, round.id, extend, { batchSize: BATCH }), /died inside a batch/);
      const [still] = await run.db.query<{ open: number; txs: number }>(
        `SELECT (SELECT count(*)::int FROM lottery_bets WHERE round_id = $1 AND status = 2) AS open,
                (SELECT count(*)::int FROM lottery_settlements WHERE round_id = $1) AS txs`,
        [round.id],
      );
      assert.deepEqual(still, { open: 40 - 2 * BATCH, txs: 2 });
      await run.db.exec('DROP TRIGGER test_die_in_batch ON lottery_settlements; DROP FUNCTION test_die_in_batch();');
      await crash(run);

      // Third life: the scheduler's catch-up settles what is left.
      run = await start(store.open, later);
      const report = await run.app.lottery.tick(later);
      assert.equal(report.settledBets, 40 - 2 * BATCH);
      const again = await run.app.lottery.tick(later);
      assert.equal(again.settledBets, 0);

      // Every bet settled once, with the payout its rule and frozen odds give.
      const bets = await run.db.query<{
        user_id: number;
        playtitle: string;
        total: unknown;
        odds: number;
        status: number;
        payout: unknown;
      }>(
        `SELECT b.user_id, o.playtitle, b.total, b.odds, b.status, b.payout FROM lottery_bets b
         JOIN lottery_play_options o ON o.id = b.option_id WHERE b.round_id = $1`,
        [round.id],
      );
      const wins = (title: string) =>
        ({ 大: extend.sum >= 14, 小: extend.sum < 14, 单: extend.sum % 2 === 1, 双: extend.sum % 2 === 0 })[title] ??
        Number(title) === extend.sum;
      const paidTo = new Map<number, bigint>();
      for (const bet of bets) {
        assert.equal(bet.status, 1);
        const expected = wins(bet.playtitle) ? (BigInt(String(bet.total)) * BigInt(bet.odds)) / 100n : 0n;
        assert.equal(BigInt(String(bet.payout)), expected, bet.playtitle);
        paidTo.set(bet.user_id, (paidTo.get(bet.user_id) ?? 0n) + expected);
      }
      // Each player's wallet: 1000.00 − stakes + payouts, i.e. paid exactly once.
      for (const [i, m] of members.entries()) {
        const balance = (await call(run.app, '/api/balance', { token: m.token })).body.data.balance as string;
        const expected = 100_000n - 10n * BigInt((10 + i) * 100) + paidTo.get(m.id)!;
        assert.equal(BigInt(balance.replace('.', '')), expected, `member ${i}`);
      }
      // Batches cover the bets without overlap; one payout movement per batch with winners.
      const spans = await run.db.query<{
        first_bet_id: unknown;
        last_bet_id: unknown;
        bets: number;
        tx_id: number | null;
        winners: number;
      }>(
        'SELECT first_bet_id, last_bet_id, bets, tx_id, winners FROM lottery_settlements WHERE round_id = $1 ORDER BY first_bet_id',
        [round.id],
      );
      assert.equal(
        spans.reduce((n, s) => n + s.bets, 0),
        40,
      );
      for (let i = 1; i < spans.length; i++)
        assert.ok(BigInt(String(spans[i]!.first_bet_id)) > BigInt(String(spans[i - 1]!.last_bet_id)));
      const [ledger] = await run.db.query<{ txs: number; posted: unknown }>(
        `SELECT count(DISTINCT x.id)::int AS txs, coalesce(sum(p.amount) FILTER (WHERE a.kind = 'player'), 0)::bigint AS posted
         FROM ledger_transactions x JOIN ledger_postings p ON p.tx_id = x.id JOIN ledger_accounts a ON a.id = p.account_id
         WHERE x.kind = 'lottery.payout'`,
      );
      assert.equal(ledger!.txs, spans.filter((s) => s.tx_id !== null).length);
      assert.equal(
        BigInt(String(ledger!.posted)),
        [...paidTo.values()].reduce((a, b) => a + b, 0n),
      );
      const [state] = await run.db.query<{ status: string }>('SELECT status FROM lottery_rounds WHERE id = $1', [
        round.id,
      ]);
      assert.equal(state!.status, 'settled');
      await assertBooksBalance(run.db);
      await crash(run);
    } finally {
      await store.dispose();
    }
  });
});
