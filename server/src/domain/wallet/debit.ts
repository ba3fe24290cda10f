/**
 * An operator's debit: money taken from a player's main wallet into a house account (an
 * adjustment, e.g. a deposit approved by mistake), one ledger transaction, idempotent by key.
 * More than the wallet holds is refused before anything moves; the ledger refuses it again under
 * its row lock, so two debits at once cannot overdraw the wallet either.
 */
import type { Db, Queryable } from '../../db/types.ts';
import { isUniqueViolation, LedgerError } from '../../lib/errors.ts';
import { ensureHouseAccount, ensurePlayerAccount } from '../ledger/accounts.ts';
import { findReplay, postMovementIn } from '../ledger/post.ts';

export interface DebitRequest {
  userId: number;
  houseCode: string;
  /** Positive cents. */
  amount: bigint;
  kind: string;
  memo: string;
  actor?: string;
  idempotencyKey?: string;
}

export interface DebitResult {
  txId: number;
  /** The player's main wallet after the debit. */
  balance: bigint;
  replayed: boolean;
}

/** Thrown when the wallet holds less than the debit: nothing moved. */
export class DebitExceedsBalance extends Error {
  constructor(readonly balance: bigint) {
    super('the debit exceeds the balance');
    this.name = 'DebitExceedsBalance';
  }
}

/** Inside the caller's transaction (a second approval's: domain/ops/approved-moves.ts). */
export async function debitIn(q: Queryable, request: DebitRequest): Promise<DebitResult> {
  if (request.amount <= 0n) throw new LedgerError('INVALID', 'a debit must be positive');
  const playerId = await ensurePlayerAccount(q, request.userId);
  const houseId = await ensureHouseAccount(q, request.houseCode);
  try {
    const posted = await postMovementIn(q, {
      kind: request.kind,
      memo: request.memo,
      actor: request.actor,
      idempotencyKey: request.idempotencyKey,
      postings: [
        { accountId: playerId, amount: -request.amount },
        { accountId: houseId, amount: request.amount },
      ],
    });
    return { txId: posted.txId, balance: posted.balances.get(playerId) ?? 0n, replayed: posted.replayed };
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'INSUFFICIENT_FUNDS') {
      const [row] = await q.query<{ balance: string }>(
        'SELECT balance::text AS balance FROM ledger_accounts WHERE id = $1',
        [playerId],
      );
      throw new DebitExceedsBalance(BigInt(row?.balance ?? '0'));
    }
    throw error;
  }
}

/**
 * In its own transaction. A concurrent retry with the same key gets the winner's answer.
 * `alsoInTx` runs last inside that transaction (the operator audit row commits with the debit).
 */
export async function debitToHouse(
  db: Db,
  request: DebitRequest,
  alsoInTx?: (q: Queryable) => Promise<void>,
): Promise<DebitResult> {
  try {
    return await db.tx(async (q) => {
      const result = await debitIn(q, request);
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
