/**
 * A pending deposit ends exactly once: approved (the player is credited from house:deposits,
 * paysum and the turnover requirement grow) or rejected (nothing moves). The deposit row is
 * locked first, so two operators (or an operator and the sandbox page) cannot both act; the
 * ledger key `deposit:<id>:credit` is a second guard against a double credit.
 * Lock order everywhere: deposit row → users row → ledger accounts (ascending id).
 */
import type { Queryable } from '../../db/types.ts';
import { accountIdByCode, ensurePlayerAccount } from '../ledger/accounts.ts';
import { postMovementIn } from '../ledger/post.ts';
import { rewardInviterIn } from '../referrals/reward.ts';
import { getMoneySettings } from '../site/money-settings.ts';
import { addDepositToUser } from '../wallet/turnover.ts';
import { alreadyProcessed, notFound } from '../../lib/review-errors.ts';
import { DEPOSIT_STATE, findDeposit, type DepositRow } from './deposit-row.ts';

export const HOUSE_DEPOSITS = 'house:deposits';

export interface ReviewedDeposit {
  deposit: DepositRow;
  /** The player's main wallet after (approvals only). */
  balance: bigint | null;
}

async function lockPending(q: Queryable, outTradeNo: string): Promise<DepositRow> {
  const row = await findDeposit(q, outTradeNo, { forUpdate: true });
  if (!row) throw notFound();
  if (row.state !== DEPOSIT_STATE.pending) throw alreadyProcessed(row.state);
  return row;
}

/** `actor`: 'ops' for the operator API, 'sandbox' for the demo payment page. */
export async function approveDeposit(
  q: Queryable,
  outTradeNo: string,
  actor: string,
  memo = '',
): Promise<ReviewedDeposit> {
  const row = await lockPending(q, outTradeNo);
  const amount = BigInt(row.amount);
  const settings = await getMoneySettings(q);
  await addDepositToUser(q, row.user_id, amount, settings.turnoverMultiple);
  const houseId = await accountIdByCode(q, HOUSE_DEPOSITS);
  const playerId = await ensurePlayerAccount(q, row.user_id);
  const posted = await postMovementIn(q, {
    kind: 'deposit.credit',
    memo: `deposit ${row.out_trade_no}`,
    actor,
    idempotencyKey: `deposit:${row.id}:credit`,
    postings: [
      { accountId: houseId, amount: -amount },
      { accountId: playerId, amount },
    ],
  });
  const [updated] = await q.query<DepositRow>(
    `UPDATE deposits SET state = $2, tx_id = $3, reviewed_by = $4, reviewed_at = now(), review_memo = $5, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [row.id, DEPOSIT_STATE.approved, posted.txId, actor, memo],
  );
  // Referrals: an invitee's qualifying deposit pays the inviter once (domain/referrals/reward.ts).
  await rewardInviterIn(q, { id: row.id, userId: row.user_id, amount });
  return { deposit: updated!, balance: posted.balances.get(playerId) ?? null };
}

export async function rejectDeposit(
  q: Queryable,
  outTradeNo: string,
  actor: string,
  memo = '',
): Promise<ReviewedDeposit> {
  const row = await lockPending(q, outTradeNo);
  const [updated] = await q.query<DepositRow>(
    `UPDATE deposits SET state = $2, reviewed_by = $3, reviewed_at = now(), review_memo = $4, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [row.id, DEPOSIT_STATE.rejected, actor, memo],
  );
  return { deposit: updated!, balance: null };
}
