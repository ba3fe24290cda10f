/**
 * The one way money moves. A movement is a set of postings that sum to zero, written in ONE
 * database transaction: lock the accounts in ascending id order (no deadlocks between
 * concurrent movements), refuse a player balance below zero, append the transaction and its
 * postings, update the cached balances. An idempotency key makes a retry return the first answer.
 */
import { toCents } from '../../lib/money.ts';
import { isUniqueViolation, LedgerError } from '../../lib/errors.ts';
import { one, type Db, type Queryable } from '../../db/types.ts';

export interface PostingInput {
  accountId: number;
  /** Signed cents: positive credits the account, negative debits it. */
  amount: bigint;
}

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

/** A bound on any single posting: 10^15 cents (10 trillion yuan) is far beyond any real movement. */
const MAX_ABS_AMOUNT = 10n ** 15n;
const MAX_POSTINGS = 16;

function check(movement: Movement): void {
  const { postings } = movement;
  if (!/^[a-z][a-z0-9_.:-]{0,63}$/.test(movement.kind)) throw new LedgerError('INVALID', `bad kind ${movement.kind}`);
  if (postings.length < 2 || postings.length > MAX_POSTINGS) throw new LedgerError('INVALID', 'a movement needs 2..16 postings');
  let sum = 0n;
  for (const p of postings) {
    if (typeof p.amount !== 'bigint' || p.amount === 0n) throw new LedgerError('INVALID', 'posting amounts are non-zero bigint cents');
    if (p.amount > MAX_ABS_AMOUNT || -p.amount > MAX_ABS_AMOUNT) throw new LedgerError('INVALID', 'posting amount out of range');
    if (!Number.isSafeInteger(p.accountId)) throw new LedgerError('INVALID', 'bad account id');
    sum += p.amount;
  }
  if (sum !== 0n) throw new LedgerError('UNBALANCED', `postings sum to ${sum}, not zero`);
}

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
  check(movement);
  if (movement.idempotencyKey) {
    const replay = await findReplay(q, movement.idempotencyKey);
    if (replay) return replay;
  }
  const ids = [...new Set(movement.postings.map((p) => p.accountId))].sort((a, b) => a - b);
  const locked = await q.query<{ id: number; kind: string; balance: unknown }>(
    'SELECT id, kind, balance FROM ledger_accounts WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  if (locked.length !== ids.length) throw new LedgerError('UNKNOWN_ACCOUNT', 'a posting names an unknown account');

  const balances = new Map(locked.map((a) => [a.id, toCents(a.balance)]));
  const kinds = new Map(locked.map((a) => [a.id, a.kind]));
  const after: bigint[] = [];
  for (const p of movement.postings) {
    const next = balances.get(p.accountId)! + p.amount;
    balances.set(p.accountId, next);
    after.push(next);
  }
  for (const [id, balance] of balances) {
    if (kinds.get(id) === 'player' && balance < 0n) throw new LedgerError('INSUFFICIENT_FUNDS', '余额不足');
  }

  const result: StoredResult = { balances: Object.fromEntries([...balances].map(([id, b]) => [String(id), b.toString()])) };
  const tx = await one<{ id: number }>(
    q,
    `INSERT INTO ledger_transactions (kind, memo, actor, idempotency_key, result)
     VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id`,
    [movement.kind, movement.memo ?? '', movement.actor ?? 'system', movement.idempotencyKey ?? null, JSON.stringify(result)],
  );
  const txId = tx!.id;
  for (const [i, p] of movement.postings.entries()) {
    await q.query('INSERT INTO ledger_postings (tx_id, account_id, amount, balance_after) VALUES ($1, $2, $3, $4)', [
      txId,
      p.accountId,
      p.amount,
      after[i],
    ]);
  }
  for (const [id, balance] of balances) {
    await q.query('UPDATE ledger_accounts SET balance = $2 WHERE id = $1', [id, balance]);
  }
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
