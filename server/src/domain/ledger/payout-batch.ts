/**
 * One movement from a house account to many player accounts, set-based (settling a busy lottery
 * round pays thousands of winners; postMovement holds at most 16 postings and writes them one by
 * one). Same rules as post.ts: one transaction row, postings that sum to zero, accounts locked
 * in ascending id order, cached balances updated, an idempotency key answered once.
 * Only the house side is debited, and house accounts may go negative (a bankroll paying out).
 */
import { one, type Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { LedgerError } from '../../lib/errors.ts';
import { findReplay } from './post.ts';

export interface PayoutCredit {
  accountId: number;
  /** Positive cents. */
  amount: bigint;
}

export interface PayoutBatch {
  kind: string;
  memo?: string;
  actor?: string;
  fromAccountId: number;
  /** At most one credit per account (sum a player's winnings first). */
  credits: PayoutCredit[];
  idempotencyKey: string;
}

export interface PostedPayout {
  txId: number;
  total: bigint;
  replayed: boolean;
}

/** A batch larger than this is split by the caller; arrays of this size are cheap to send. */
export const MAX_PAYOUT_CREDITS = 20_000;

function check(batch: PayoutBatch): bigint {
  if (!/^[a-z][a-z0-9_.:-]{0,63}$/.test(batch.kind)) throw new LedgerError('INVALID', `bad kind ${batch.kind}`);
  if (batch.credits.length === 0 || batch.credits.length > MAX_PAYOUT_CREDITS) throw new LedgerError('INVALID', 'a payout batch needs 1..20000 credits');
  const seen = new Set<number>();
  let total = 0n;
  for (const c of batch.credits) {
    if (typeof c.amount !== 'bigint' || c.amount <= 0n) throw new LedgerError('INVALID', 'payout credits are positive bigint cents');
    if (!Number.isSafeInteger(c.accountId) || c.accountId === batch.fromAccountId || seen.has(c.accountId)) {
      throw new LedgerError('INVALID', 'payout credits name distinct accounts other than the payer');
    }
    seen.add(c.accountId);
    total += c.amount;
  }
  if (total > 10n ** 15n) throw new LedgerError('INVALID', 'payout batch total out of range');
  return total;
}

/** Inside the caller's transaction (the settlement writes its bets in the same one). */
export async function postPayoutBatchIn(q: Queryable, batch: PayoutBatch): Promise<PostedPayout> {
  const total = check(batch);
  const replay = await findReplay(q, batch.idempotencyKey);
  if (replay) return { txId: replay.txId, total, replayed: true };

  const ids = [batch.fromAccountId, ...batch.credits.map((c) => c.accountId)];
  const locked = await q.query<{ id: number; kind: string }>(
    'SELECT id, kind FROM ledger_accounts WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  if (locked.length !== ids.length) throw new LedgerError('UNKNOWN_ACCOUNT', 'a posting names an unknown account');
  if (locked.find((a) => a.id === batch.fromAccountId)?.kind !== 'house') throw new LedgerError('INVALID', 'payouts come from a house account');

  // The balances after, straight from the UPDATE (the rows are locked, so nothing moves between).
  const amounts = [-total, ...batch.credits.map((c) => c.amount)];
  const updated = await q.query<{ id: number; balance: unknown }>(
    `UPDATE ledger_accounts a SET balance = a.balance + d.amount
     FROM unnest($1::int[], $2::bigint[]) AS d(id, amount)
     WHERE a.id = d.id RETURNING a.id, a.balance`,
    [ids, amounts.map(String)],
  );
  const after = new Map(updated.map((r) => [r.id, toCents(r.balance)]));
  const houseAfter = after.get(batch.fromAccountId)!;
  const tx = await one<{ id: number }>(
    q,
    `INSERT INTO ledger_transactions (kind, memo, actor, idempotency_key, result)
     VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id`,
    [
      batch.kind,
      batch.memo ?? '',
      batch.actor ?? 'system',
      batch.idempotencyKey,
      JSON.stringify({ balances: { [String(batch.fromAccountId)]: houseAfter.toString() }, credits: batch.credits.length, total: total.toString() }),
    ],
  );
  await q.query(
    `INSERT INTO ledger_postings (tx_id, account_id, amount, balance_after)
     SELECT $1, d.id, d.amount, d.balance_after FROM unnest($2::int[], $3::bigint[], $4::bigint[]) AS d(id, amount, balance_after)`,
    [tx!.id, ids, amounts.map(String), ids.map((id) => after.get(id)!.toString())],
  );
  return { txId: tx!.id, total, replayed: false };
}
