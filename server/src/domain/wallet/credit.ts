/**
 * Moves money from a house account into a player's main wallet: trial play money, operator
 * credits, the demo seed, deposit bonuses. With `giftLabel` the credit is also listed to the
 * player as a gift (账户明细 type 5) under that label, in the same transaction.
 */
import { one, type Db, type Queryable } from '../../db/types.ts';
import { conflict, isUniqueViolation, LedgerError } from '../../lib/errors.ts';
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

/** The answer to a credit key used before for another credit (member, amount, kind or memo). */
export const CREDIT_KEY_REUSED = '该请求标识已用于另一笔加款（会员、金额或备注不同），请换一个请求标识';

/** A replayed credit must be the same credit: same member, amount, kind and memo; else 409. */
async function assertSameCredit(q: Queryable, txId: number, request: CreditRequest): Promise<void> {
  const playerId = await ensurePlayerAccount(q, request.userId);
  const row = await one<{ kind: string; memo: string; amount: string }>(
    q,
    `SELECT t.kind, t.memo, p.amount::text AS amount
       FROM ledger_transactions t JOIN ledger_postings p ON p.tx_id = t.id
      WHERE t.id = $1 AND p.account_id = $2`,
    [txId, playerId],
  );
  const same =
    row !== null &&
    row.kind === request.kind &&
    row.memo === (request.memo ?? '') &&
    BigInt(row.amount) === request.amount;
  if (!same) throw conflict(CREDIT_KEY_REUSED);
}

/**
 * In its own transaction. A concurrent retry with the same key gets the winner's answer; a key
 * used before for another credit (member, amount, kind or memo) is refused with 409.
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
      if (result.replayed) await assertSameCredit(q, result.txId, request);
      await alsoInTx?.(q);
      return result;
    });
  } catch (error) {
    if (request.idempotencyKey && isUniqueViolation(error)) {
      const replay = await findReplay(db, request.idempotencyKey);
      if (replay) {
        await assertSameCredit(db, replay.txId, request);
        const playerId = await ensurePlayerAccount(db, request.userId);
        return { txId: replay.txId, balance: replay.balances.get(playerId) ?? 0n, replayed: true };
      }
    }
    throw error;
  }
}
