/**
 * The one way money moves. A movement is a set of postings that sum to zero, written in ONE
 * database transaction: lock the accounts in ascending id order (no deadlocks between
 * concurrent movements), refuse a player balance below zero, append the transaction and its
 * postings, update the cached balances. An idempotency key makes a retry return the first answer.
 */
import { isUniqueViolation, LedgerError } from '../../lib/errors.ts';
import { one, type Db, type Queryable } from '../../db/types.ts';
import { withChange } from '../../db/change-watch.ts';
import { checkPostings, insertTransaction, lockAccounts, type PostingInput } from './check.ts';
import { COMMON_MESSAGES } from '../../../../contract/common/rules.ts';

export interface Movement {
  kind: string;
  memo?: string;
  actor?: string;
  postings: PostingInput[];
  idempotencyKey?: string;
}

export interface PostedMovement {
  txId: number;
  /** Balance of every account involved, after the movement (or after the first one, on a replay). */
  balances: Map<number, bigint>;
  replayed: boolean;
}

const MAX_POSTINGS = 16;

type StoredResult = { balances?: Record<string, string> };

/** The movement posted earlier under `key`, as its first answer, or null. */
export async function findReplay(q: Queryable, key: string): Promise<PostedMovement | null> {
  const row = await one<{ id: number; result: StoredResult }>(
    q,
    'SELECT id, result FROM ledger_transactions WHERE idempotency_key = $1',
    [key],
  );
  if (!row) return null;
  const balances = new Map<number, bigint>();
  for (const [id, cents] of Object.entries(row.result.balances ?? {})) balances.set(Number(id), BigInt(cents));
  return { txId: row.id, balances, replayed: true };
}

/** Posts inside a transaction the caller already holds (to compose with other writes). */
export async function postMovementIn(q: Queryable, movement: Movement): Promise<PostedMovement> {
  checkPostings(movement.kind, movement.postings, MAX_POSTINGS);
  if (movement.idempotencyKey) {
    const replay = await findReplay(q, movement.idempotencyKey);
    if (replay) return replay;
  }
  const locked = await lockAccounts(
    q,
    movement.postings.map((p) => p.accountId),
  );

  const balances = new Map([...locked.values()].map((a) => [a.id, a.balance]));
  const postings = movement.postings.map((p) => {
    const balanceAfter = balances.get(p.accountId)! + p.amount;
    balances.set(p.accountId, balanceAfter);
    return { ...p, balanceAfter };
  });
  for (const [id, balance] of balances) {
    if (locked.get(id)!.kind === 'player' && balance < 0n)
      throw new LedgerError('INSUFFICIENT_FUNDS', COMMON_MESSAGES.insufficient);
  }

  const result: StoredResult = {
    balances: Object.fromEntries([...balances].map(([id, b]) => [String(id), b.toString()])),
  };
  const txId = await insertTransaction(
    q,
    {
      kind: movement.kind,
      memo: movement.memo,
      actor: movement.actor,
      idempotencyKey: movement.idempotencyKey,
      result,
    },
    postings,
  );
  await withChange(q, { accounts: [...balances.keys()] }, async () => {
    for (const [id, balance] of balances) {
      await q.query('UPDATE ledger_accounts SET balance = $2 WHERE id = $1', [id, balance]);
    }
  });
  return { txId, balances, replayed: false };
}

/** Posts in its own transaction. A concurrent retry with the same key gets the winner's answer. */
export async function postMovement(db: Db, movement: Movement): Promise<PostedMovement> {
  try {
    return await db.tx((q) => postMovementIn(q, movement));
  } catch (error) {
    if (movement.idempotencyKey && isUniqueViolation(error)) {
      const replay = await findReplay(db, movement.idempotencyKey);
      if (replay) return replay;
    }
    throw error;
  }
}
