/**
 * A pending withdrawal ends exactly once: approved (the held money leaves: pending → paid) or
 * rejected (the held money goes back to the player's main wallet). The withdrawal row is locked
 * first; the ledger key `withdrawal:<id>:settle` is a second guard against settling twice.
 */
import type { Queryable } from '../../db/types.ts';
import { accountIdByCode, ensurePlayerAccount } from '../ledger/accounts.ts';
import { postMovementIn } from '../ledger/post.ts';
import { alreadyProcessed, notFound } from '../../lib/review-errors.ts';
import {
  findWithdrawal,
  HOUSE_WITHDRAWALS_PAID,
  HOUSE_WITHDRAWALS_PENDING,
  WITHDRAWAL_STATE,
  type WithdrawalRow,
} from './withdrawal-row.ts';

export interface ReviewedWithdrawal {
  withdrawal: WithdrawalRow;
  /** The player's main wallet after a refund (rejections only). */
  balance: bigint | null;
}

async function settle(
  q: Queryable,
  orderNo: string,
  approve: boolean,
  actor: string,
  memo: string,
): Promise<ReviewedWithdrawal> {
  const row = await findWithdrawal(q, orderNo, { forUpdate: true });
  if (!row) throw notFound();
  if (row.state !== WITHDRAWAL_STATE.pending) throw alreadyProcessed(row.state);
  const amount = BigInt(row.amount);
  const pendingId = await accountIdByCode(q, HOUSE_WITHDRAWALS_PENDING);
  const targetId = approve
    ? await accountIdByCode(q, HOUSE_WITHDRAWALS_PAID)
    : await ensurePlayerAccount(q, row.user_id);
  const posted = await postMovementIn(q, {
    kind: approve ? 'withdrawal.paid' : 'withdrawal.refund',
    memo: `withdrawal ${row.order_no}`,
    actor,
    idempotencyKey: `withdrawal:${row.id}:settle`,
    postings: [
      { accountId: pendingId, amount: -amount },
      { accountId: targetId, amount },
    ],
  });
  const [updated] = await q.query<WithdrawalRow>(
    `UPDATE withdrawals SET state = $2, settle_tx_id = $3, reviewed_by = $4, reviewed_at = now(), review_memo = $5, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [row.id, approve ? WITHDRAWAL_STATE.approved : WITHDRAWAL_STATE.rejected, posted.txId, actor, memo],
  );
  return { withdrawal: updated!, balance: approve ? null : (posted.balances.get(targetId) ?? null) };
}

export function approveWithdrawal(
  q: Queryable,
  orderNo: string,
  actor: string,
  memo = '',
): Promise<ReviewedWithdrawal> {
  return settle(q, orderNo, true, actor, memo);
}

export function rejectWithdrawal(q: Queryable, orderNo: string, actor: string, memo = ''): Promise<ReviewedWithdrawal> {
  return settle(q, orderNo, false, actor, memo);
}
