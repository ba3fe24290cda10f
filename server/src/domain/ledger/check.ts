/**
 * The input rules and the row writes every posting path shares (a single movement, a payout
 * batch): a movement is a kind plus postings of non-zero bigint cents that sum to zero, accounts
 * are locked in ascending id order before anything is written, one transaction row carries the
 * first answer for replays.
 */
import { one, type Queryable } from '../../db/types.ts';
import { LedgerError } from '../../lib/errors.ts';
import { toCents } from '../../lib/money.ts';

export interface PostingInput {
  accountId: number;
  /** Signed cents: positive credits the account, negative debits it. */
  amount: bigint;
}

/** A bound on any single posting: 10^15 cents (10 trillion yuan) is far beyond any real movement. */
export const MAX_ABS_AMOUNT = 10n ** 15n;

const KIND = /^[a-z][a-z0-9_.:-]{0,63}$/;

/** Throws LedgerError INVALID / UNBALANCED unless the postings form a valid movement of `kind`. */
export function checkPostings(kind: string, postings: readonly PostingInput[], maxPostings: number): void {
  if (!KIND.test(kind)) throw new LedgerError('INVALID', `bad kind ${kind}`);
  if (postings.length < 2 || postings.length > maxPostings)
    throw new LedgerError('INVALID', `a movement needs 2..${maxPostings} postings`);
  let sum = 0n;
  for (const p of postings) {
    if (typeof p.amount !== 'bigint' || p.amount === 0n)
      throw new LedgerError('INVALID', 'posting amounts are non-zero bigint cents');
    if (p.amount > MAX_ABS_AMOUNT || -p.amount > MAX_ABS_AMOUNT)
      throw new LedgerError('INVALID', 'posting amount out of range');
    if (!Number.isSafeInteger(p.accountId)) throw new LedgerError('INVALID', 'bad account id');
    sum += p.amount;
  }
  if (sum !== 0n) throw new LedgerError('UNBALANCED', `postings sum to ${sum}, not zero`);
}

export interface LockedAccount {
  id: number;
  kind: string;
  balance: bigint;
}

/**
 * Locks the named accounts (each once, ascending id: no deadlock between concurrent movements)
 * and returns them by id. An id that names no account is refused.
 */
export async function lockAccounts(q: Queryable, accountIds: readonly number[]): Promise<Map<number, LockedAccount>> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  const rows = await q.query<{ id: number; kind: string; balance: unknown }>(
    'SELECT id, kind, balance FROM ledger_accounts WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  if (rows.length !== ids.length) throw new LedgerError('UNKNOWN_ACCOUNT', 'a posting names an unknown account');
  return new Map(rows.map((r) => [r.id, { id: r.id, kind: r.kind, balance: toCents(r.balance) }]));
}

export interface NewTransaction {
  kind: string;
  memo?: string;
  actor?: string;
  idempotencyKey?: string | null;
  /** The first answer, replayed to a retry with the same key. */
  result: unknown;
}

/** Appends the transaction row and its postings (in the given order); returns the transaction id. */
export async function insertTransaction(
  q: Queryable,
  tx: NewTransaction,
  postings: readonly (PostingInput & { balanceAfter: bigint })[],
): Promise<number> {
  const row = await one<{ id: number }>(
    q,
    `INSERT INTO ledger_transactions (kind, memo, actor, idempotency_key, result)
     VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id`,
    [tx.kind, tx.memo ?? '', tx.actor ?? 'system', tx.idempotencyKey ?? null, JSON.stringify(tx.result)],
  );
  const txId = row!.id;
  await q.query(
    `INSERT INTO ledger_postings (tx_id, account_id, amount, balance_after)
     SELECT $1, d.id, d.amount, d.balance_after FROM unnest($2::int[], $3::bigint[], $4::bigint[]) WITH ORDINALITY AS d(id, amount, balance_after, n)
     ORDER BY d.n`,
    [
      txId,
      postings.map((p) => p.accountId),
      postings.map((p) => p.amount.toString()),
      postings.map((p) => p.balanceAfter.toString()),
    ],
  );
  return txId;
}
