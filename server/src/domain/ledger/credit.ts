/**
 * Moves money from a house account into a player's main wallet: trial play money, operator
 * credits, the demo seed. Later issues (deposits, bonuses) post through the same function.
 */
import type { Db } from '../../db/types.ts';
import { accountIdByCode, ensureHouseAccount, playerAccountCode } from './accounts.ts';
import { LedgerError, postMovement } from './post.ts';

export interface CreditRequest {
  userId: number;
  houseCode: string;
  /** Positive cents. */
  amount: bigint;
  kind: string;
  memo?: string;
  actor?: string;
  idempotencyKey?: string;
}

export interface CreditResult {
  txId: number;
  /** The player's main wallet after the credit. */
  balance: bigint;
  replayed: boolean;
}

export async function creditFromHouse(db: Db, request: CreditRequest): Promise<CreditResult> {
  if (request.amount <= 0n) throw new LedgerError('INVALID', 'a credit must be positive');
  const playerId = await accountIdByCode(db, playerAccountCode(request.userId));
  const houseId = await ensureHouseAccount(db, request.houseCode);
  const posted = await postMovement(db, {
    kind: request.kind,
    memo: request.memo,
    actor: request.actor,
    idempotencyKey: request.idempotencyKey,
    postings: [
      { accountId: houseId, amount: -request.amount },
      { accountId: playerId, amount: request.amount },
    ],
  });
  return { txId: posted.txId, balance: posted.balances.get(playerId) ?? 0n, replayed: posted.replayed };
}
