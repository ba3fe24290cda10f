/**
 * The money move a second approval releases, inside the approval's transaction (the row is locked
 * there first): the credit, the debit, the deposit's credit or the withdrawal's payout as the
 * first request asked it. The ledger key `approval:<id>` is a second guard against moving twice.
 */
import type { Queryable } from '../../db/types.ts';
import { OPS_REFUSALS } from '../../../../contract/ops/messages.ts';
import { notFound } from '../../lib/errors.ts';
import { toCents } from '../../lib/money.ts';
import { findUserByName } from '../accounts/users.ts';
import { approveDeposit } from '../deposits/review.ts';
import { HOUSE } from '../ledger/accounts.ts';
import { creditFromHouseIn } from '../wallet/credit.ts';
import { debitIn } from '../wallet/debit.ts';
import { approveWithdrawal } from '../withdrawals/review.ts';
import type { ApprovalRow } from './second-approvals.ts';

/** Who moved the money: both operators, as the ledger's actor ("alice+bob"). */
export const approvalActor = (row: ApprovalRow, approver: string) => `${row.requested_by}+${approver}`;

/** Moves what `row` asked for; returns the ledger transaction. */
export async function performApproved(q: Queryable, row: ApprovalRow, approver: string): Promise<number> {
  const actor = approvalActor(row, approver);
  const amount = toCents(row.amount);
  if (row.kind === 'deposit') return (await approveDeposit(q, row.subject, actor, row.memo)).deposit.tx_id!;
  if (row.kind === 'withdrawal')
    return (await approveWithdrawal(q, row.subject, actor, row.memo)).withdrawal.settle_tx_id!;
  const user = await findUserByName(q, row.subject);
  if (!user) throw notFound(OPS_REFUSALS.noMember);
  const move = { userId: user.id, amount, actor, idempotencyKey: `approval:${row.id}` };
  if (row.kind === 'credit') {
    const memo = row.memo || '人工加款';
    const credit = { ...move, houseCode: HOUSE.manualCredit, kind: 'manual_credit', memo, giftLabel: '人工加款' };
    return (await creditFromHouseIn(q, credit)).txId;
  }
  return (await debitIn(q, { ...move, houseCode: HOUSE.manualDebit, kind: 'manual_debit', memo: row.memo })).txId;
}
