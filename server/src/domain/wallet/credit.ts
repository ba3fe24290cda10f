/**
 * Moves money from a house account into a player's main wallet: trial play money, operator
 * credits, the demo seed, deposit bonuses. With `giftLabel` the credit is also listed to the
 * player as a gift (账户明细 type 5) under that label, in the same transaction.
 */
import type { Db, Queryable } from '../../db/types.ts';
import { isUniqueViolation, LedgerError } from '../../lib/errors.ts';
import { insertTransferLog, LOG_STATE, TRANSFER_TYPE, WEB } from '../transfer-log/transfer-log.ts';
import { ensureHouseAccount, ensurePlayerAccount, HOUSE } from '../ledger/accounts.ts';
import { refuseTrialReward } from '../accounts/trial.ts';
import { findReplay, postMovementIn } from '../ledger/post.ts';

export interface CreditRequest {
  userId: number;
  houseCode: string;
  /** Positive cents. */
  amount: bigint;
  kind: string;
  memo?: string;
  actor?: string;
  idempotencyKey?: string;
  /** What the player sees in 账户明细 (gifts), e.g. 人工加款; none = not listed. */
  giftLabel?: string;
}

export interface CreditResult {
  txId: number;
  /** The player's main wallet after the credit. */
  balance: bigint;
  replayed: boolean;
}

/** Inside the caller's transaction. */
export async function creditFromHouseIn(q: Queryable, request: CreditRequest): Promise<CreditResult> {
  if (request.amount <= 0n) throw new LedgerError('INVALID', 'a credit must be positive');
  // A trial member's money comes from the trial houses (and an operator's deliberate credit):
  // never from a real-money reward house, whichever path asks.
  if (!request.houseCode.startsWith('house:trial_') && request.houseCode !== HOUSE.manualCredit)
    await refuseTrialReward(q, request.userId);
  const playerId = await ensurePlayerAccount(q, request.userId);
  const houseId = await ensureHouseAccount(q, request.houseCode);
  const posted = await postMovementIn(q, {
    kind: request.kind,
    memo: request.memo,
    actor: request.actor,
    idempotencyKey: request.idempotencyKey,
    postings: [
      { accountId: houseId, amount: -request.amount },
      { accountId: playerId, amount: request.amount },
    ],
  });
  if (request.giftLabel && !posted.replayed) {
    await insertTransferLog(q, {
      userId: request.userId,
      type: TRANSFER_TYPE.gift,
      apiType: WEB,
      amount: request.amount,
      state: LOG_STATE.success,
      memo: request.giftLabel,
      txId: posted.txId,
    });
  }
  return { txId: posted.txId, balance: posted.balances.get(playerId) ?? 0n, replayed: posted.replayed };
}

/**
 * In its own transaction. A concurrent retry with the same key gets the winner's answer.
 * `alsoInTx` runs last inside that transaction (the operator audit row commits with the credit).
 */
export async function creditFromHouse(
  db: Db,
  request: CreditRequest,
  alsoInTx?: (q: Queryable) => Promise<void>,
): Promise<CreditResult> {
  try {
    return await db.tx(async (q) => {
      const result = await creditFromHouseIn(q, request);
      await alsoInTx?.(q);
      return result;
    });
  } catch (error) {
    if (request.idempotencyKey && isUniqueViolation(error)) {
      const replay = await findReplay(db, request.idempotencyKey);
      if (replay) {
        const playerId = await ensurePlayerAccount(db, request.userId);
        return { txId: replay.txId, balance: replay.balances.get(playerId) ?? 0n, replayed: true };
      }
    }
    throw error;
  }
}
