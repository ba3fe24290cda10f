/**
 * /api/dofanshui: every unclaimed rebate of the member, paid at once into the main wallet from
 * the house rebate account, in one transaction (the caller's): the member row is locked first, so concurrent
 * claims queue and the second finds nothing left (exactly once). The claimed rebates' 账户明细
 * lines (type 6) turn from 0 (unclaimed) to 1 with the movement; the amount adds 1× turnover
 * required before a withdrawal. A trial member has no rebate (the rebate day leaves them out) and
 * claims none (202 TRIAL_REWARD_REFUSED).
 */
import type { Queryable } from '../../db/types.ts';
import { refuse } from '../../lib/errors.ts';
import { toCents } from '../../lib/money.ts';
import { creditFromHouseIn } from '../wallet/credit.ts';
import { refuseTrialReward } from '../accounts/trial.ts';
import { REWARD_HOUSE } from './house.ts';
import { addTurnoverRequirement } from '../wallet/turnover.ts';
import { NO_REBATE_MESSAGE } from '../../../../contract/rewards/rules.ts';

/** Turnover a claimed rebate needs before a withdrawal, as a multiple of its amount. */
export const REBATE_TURNOVER_MULTIPLE = 1n;

export interface RebateClaim {
  amount: bigint;
  rebates: number;
  balance: bigint;
}

/** In the caller's transaction (the route's idempotent one, so the answer is stored with the claim). */
export async function claimRebates(q: Queryable, userId: number): Promise<RebateClaim> {
  await q.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  await refuseTrialReward(q, userId);
  const rows = await q.query<{ id: unknown; amount: unknown; order_no: string }>(
    'SELECT id, amount, order_no FROM rebates WHERE user_id = $1 AND state = 0 ORDER BY id FOR UPDATE',
    [userId],
  );
  if (rows.length === 0) throw refuse(202, NO_REBATE_MESSAGE);
  const amount = rows.reduce((sum, r) => sum + toCents(r.amount), 0n);
  const ids = rows.map((r) => String(r.id));
  const credit = await creditFromHouseIn(q, {
    userId,
    houseCode: REWARD_HOUSE.rebates,
    amount,
    kind: 'rebate_claim',
    memo: `rebates ${ids[0]}..${ids[ids.length - 1]}`,
    actor: `user:${userId}`,
    // The last rebate id claimed names the claim: a replay can never pay the same rows twice.
    idempotencyKey: `rebate-claim:${userId}:${ids[ids.length - 1]}`,
  });
  await q.query('UPDATE rebates SET state = 1, claim_tx_id = $2, claimed_at = now() WHERE id = ANY($1::bigint[])', [
    ids,
    credit.txId,
  ]);
  await q.query('UPDATE transfer_logs SET state = 1, tx_id = $2, updated_at = now() WHERE order_no = ANY($1::text[])', [
    rows.map((r) => r.order_no),
    credit.txId,
  ]);
  await addTurnoverRequirement(q, userId, amount * REBATE_TURNOVER_MULTIPLE);
  return { amount, rebates: rows.length, balance: credit.balance };
}
