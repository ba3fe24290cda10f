/**
 * The one way money moves. A movement is a set of postings that sum to zero, written in ONE
 * database transaction: lock the accounts in ascending id order (no deadlocks between
 * concurrent movements), refuse a player balance below zero, append the transaction and its
 * postings, update the cached balances. An idempotency key makes a retry return the first answer.
 */
import { isUniqueViolation, LedgerError } from '../../lib/errors.ts';
import { one, type Db, type Queryable } from '../../db/types.ts';
import { withChange } from '../../db/change-watch.ts';
import { checkPostings, type PostingInput } from './check.ts';
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

const REFUSALS: Record<string, () => LedgerError> = {
  unknown_account: () => new LedgerError('UNKNOWN_ACCOUNT', 'a posting names an unknown account'),
  insufficient: () => new LedgerError('INSUFFICIENT_FUNDS', COMMON_MESSAGES.insufficient),
};

export interface PostRow {
  o_status: 'posted' | 'replayed' | 'unknown_account' | 'insufficient';
  o_tx_id: number | null;
  o_balances: Record<string, string> | null;
}

/**
 * The `ledger_post` call of a checked movement (its parameters are $1 to $6, so a caller can
 * compose it with more in one statement: transfer-log/post-with-log.ts), and the accounts it moves.
 */
export function ledgerPostCall(movement: Movement): { sql: string; params: unknown[]; accounts: number[] } {
  checkPostings(movement.kind, movement.postings, MAX_POSTINGS);
  return {
    sql: 'SELECT o_status, o_tx_id, o_balances FROM ledger_post($1, $2, $3, $4, $5::int[], $6::bigint[])',
    params: [
      movement.kind,
      movement.memo ?? '',
      movement.actor ?? 'system',
      movement.idempotencyKey ?? null,
      movement.postings.map((p) => p.accountId),
      movement.postings.map((p) => p.amount.toString()),
    ],
    accounts: [...new Set(movement.postings.map((p) => p.accountId))],
  };
}

/** The movement `ledger_post` answered; a refusal throws (the caller's transaction rolls back). */
export function postedOf(row: PostRow): PostedMovement {
  const refusal = REFUSALS[row.o_status];
  if (refusal) throw refusal();
  const balances = new Map<number, bigint>();
  for (const [id, cents] of Object.entries(row.o_balances ?? {})) balances.set(Number(id), BigInt(cents));
  return { txId: row.o_tx_id!, balances, replayed: row.o_status === 'replayed' };
}

/**
 * Posts inside a transaction the caller already holds (to compose with other writes): one round
 * trip, the database's `ledger_post` (migration 087: replay, lock in id order, balance check,
 * transaction row, postings, balances). A refusal throws; the caller's transaction rolls back.
 */
export async function postMovementIn(q: Queryable, movement: Movement): Promise<PostedMovement> {
  const { sql, params, accounts } = ledgerPostCall(movement);
  // A named statement: planned once per connection on PostgreSQL (every movement runs it).
  const row = await withChange(q, { accounts }, () => one<PostRow>(q, sql, params, 'ledger_post'));
  return postedOf(row!);
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
