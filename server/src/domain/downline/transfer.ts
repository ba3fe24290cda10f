/**
 * /api/downlineTransfer {username, amount, paypassword}: an agent pays a direct downline member,
 * main wallet → main wallet, as ONE ledger movement with both 账户明细 rows and the receiver's
 * turnover requirement, in one transaction (docs/MONEY.md#downline-transfers).
 *
 * Refusals, in this order: the input (1000 name, amount; 520 no pay password), a trial account
 * (500), not an agent (500), the pay password (520, guarded like /api/withdraw's), the target
 * (202 unknown or disabled, 500 not a direct downline), the balance (210). The pay password comes
 * before the target so that names cannot be probed without it.
 *
 * Turnover: the money is the agent's own, so for the receiver it is like a deposit: it adds
 * amount × withdraw_turnover_multiple (default 1×) to what they must bet before withdrawing (the
 * usual anti-laundering rule: a transfer cannot wash an agent's deposit into a downline's
 * withdrawal). It is not a deposit otherwise: paysum (VIP progress) and invite rewards ignore it,
 * and the agent's own requirement is left as it was.
 */
import type { Queryable } from '../../db/types.ts';
import { multiplyFloor } from '../../lib/decimal.ts';
import { LedgerError, refuse } from '../../lib/errors.ts';
import { amountCents, formatCents } from '../../lib/money.ts';
import type { SecretGuard } from '../accounts/secret-guard.ts';
import { refuseTrial } from '../accounts/trial.ts';
import type { UserRow } from '../accounts/users.ts';
import type { Answer } from '../idempotency/answers.ts';
import { ensurePlayerAccount } from '../ledger/accounts.ts';
import { postMovementIn } from '../ledger/post.ts';
import type { MoneySettings } from '../site/money-settings.ts';
import { insertTransferLog, LOG_STATE, TRANSFER_TYPE, WEB } from '../transfer-log/transfer-log.ts';
import { addTurnoverRequirement } from '../wallet/turnover.ts';
import { checkPayPasswordForWithdraw } from '../withdrawals/request.ts';
import { findDownlineTarget, requireAgent } from './members.ts';
import { DOWNLINE_CODES, DOWNLINE_MESSAGES } from '../../../../contract/downline/rules.ts';
import { CODE_OK } from '../../../../contract/common/rules.ts';
import type { DownlineTransferBody } from '../../../../contract/downline/schemas.ts';
import type { StaticDecode } from 'typebox';

export interface DownlineTransferRequest {
  username: string;
  /** Positive cents. */
  amount: bigint;
  paypassword: string;
}

/** DownlineTransferBody decided the name and the amount; an empty pay password has its own code. */
export function downlineTransferRequest(input: StaticDecode<typeof DownlineTransferBody>): DownlineTransferRequest {
  if (!input.paypassword) throw refuse(DOWNLINE_CODES.payPassword, DOWNLINE_MESSAGES.passwordRequired);
  return { username: input.username, amount: amountCents(input.amount), paypassword: input.paypassword };
}

/**
 * Before the transaction, on a first request only (runIdempotent's `prepare`): who is asking,
 * the pay password (a scrypt: never inside the transaction), then whom they name.
 */
export async function checkDownlineTransfer(
  guard: SecretGuard,
  agent: UserRow,
  request: DownlineTransferRequest,
): Promise<void> {
  refuseTrial(agent);
  requireAgent(agent);
  // The withdrawal's own check: same codes, same texts (DOWNLINE_MESSAGES names them), same guard.
  await checkPayPasswordForWithdraw(guard, agent, request.paypassword);
  await findDownlineTarget(guard.q, agent.id, request.username);
}

export interface DownlineTransferResult {
  orderNo: string;
  username: string;
  amount: bigint;
  /** The agent's main wallet after. */
  balance: bigint;
}

/**
 * In the caller's transaction. Lock order: the member's users row (the target checked again
 * under it, and its turnover written), then both main wallets in ascending id (postMovement).
 * The agent's row is not locked: nothing of it is written.
 */
export async function moveToDownline(
  q: Queryable,
  agentId: number,
  request: DownlineTransferRequest,
  settings: MoneySettings,
  ledgerKey?: string,
): Promise<DownlineTransferResult> {
  const target = await findDownlineTarget(q, agentId, request.username, { lock: true });
  const agentMain = await ensurePlayerAccount(q, agentId);
  const memberMain = await ensurePlayerAccount(q, target.id);
  let posted;
  try {
    posted = await postMovementIn(q, {
      kind: 'wallet.downline',
      memo: `agent ${agentId} → downline ${target.id}`,
      actor: `user:${agentId}`,
      idempotencyKey: ledgerKey,
      postings: [
        { accountId: agentMain, amount: -request.amount },
        { accountId: memberMain, amount: request.amount },
      ],
    });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'INSUFFICIENT_FUNDS')
      throw refuse(DOWNLINE_CODES.insufficient, DOWNLINE_MESSAGES.insufficient);
    throw error;
  }
  const side = { apiType: WEB, amount: request.amount, state: LOG_STATE.success, txId: posted.txId };
  const orderNo = await insertTransferLog(q, {
    ...side,
    userId: agentId,
    type: TRANSFER_TYPE.downlineOut,
    counterpartyId: target.id,
  });
  await insertTransferLog(q, { ...side, userId: target.id, type: TRANSFER_TYPE.downlineIn, counterpartyId: agentId });
  await addTurnoverRequirement(q, target.id, multiplyFloor(request.amount, settings.turnoverMultiple));
  return { orderNo, username: target.username, amount: request.amount, balance: posted.balances.get(agentMain)! };
}

export function downlineTransferAnswer(result: DownlineTransferResult): Answer {
  return {
    code: CODE_OK,
    message: DOWNLINE_MESSAGES.done,
    data: {
      order_no: result.orderNo,
      username: result.username,
      amount: formatCents(result.amount),
      balance: formatCents(result.balance),
    },
  };
}
