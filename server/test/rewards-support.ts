/**
 * Shared steps of the reward tests: approved deposits at a chosen time, settled venue bets at a
 * chosen time, the reward clock.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types.ts';
import { call } from './helpers.ts';
import { review } from './money-helpers.ts';

/** Beijing wall time → absolute time ('2026-03-02 10:00:00' → 02:00Z). */
export function bj(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}+08:00`);
}

/** An approved deposit of `amount` yuan whose approval time is `at`. */
export async function depositAt(app: FastifyInstance, db: Db, token: string, amount: string, at: Date): Promise<void> {
  const r = await call(app, '/api/recharge', { token, body: { paytype: 'alipay', amount } });
  assert.equal(r.body.code, 200, r.text);
  const approved = await review(app, 'deposits', r.body.message, 'approve');
  assert.equal(approved.body.code, 200, approved.text);
  await db.query('UPDATE deposits SET reviewed_at = $2 WHERE out_trade_no = $1', [r.body.message, at]);
}

let betRef = 0;

/** A settled venue bet (stake and payout in cents) settled at `at`. */
export async function settledVenueBet(
  db: Db,
  bet: { userId: number; platform: string; category: string; stake: bigint; payout?: bigint; at: Date },
): Promise<void> {
  const payout = bet.payout ?? 0n;
  await db.query(
    `INSERT INTO venue_bets (user_id, platform_name, category_id, round_ref, stake, payout, win_loss, status, settled_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $8)`,
    [
      bet.userId,
      bet.platform,
      bet.category,
      `t${process.pid}-${++betRef}`,
      bet.stake,
      payout,
      payout - bet.stake,
      bet.at,
    ],
  );
}
