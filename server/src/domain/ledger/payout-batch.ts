/**
 * One movement from a house account to many player accounts, set-based (settling a busy lottery
 * round pays thousands of winners; postMovement holds at most 16 postings and writes them one by
 * one). Same input check and row writes as post.ts (check.ts): one transaction row, postings
 * that sum to zero, accounts locked in ascending id order, cached balances updated, an
 * idempotency key answered once.
 * Only the house side is debited, and house accounts may go negative (a bankroll paying out).
 */
import type { Queryable } from '../../db/types.ts';
import { LedgerError } from '../../lib/errors.ts';
import { toCents } from '../../lib/money.ts';
import { checkPostings, insertTransaction, lockAccounts, type PostingInput } from './check.ts';
import { findReplay } from './post.ts';
import { withChange } from '../../db/change-watch.ts';

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

/** The batch as postings (the house debit first), checked like any movement, and its total. */
function postingsOf(batch: PayoutBatch): { postings: PostingInput[]; total: bigint } {
  if (batch.credits.length === 0 || batch.credits.length > MAX_PAYOUT_CREDITS)
    throw new LedgerError('INVALID', 'a payout batch needs 1..20000 credits');
  const seen = new Set<number>();
  let total = 0n;
  for (const c of batch.credits) {
    if (typeof c.amount !== 'bigint' || c.amount <= 0n)
      throw new LedgerError('INVALID', 'payout credits are positive bigint cents');
    if (c.accountId === batch.fromAccountId || seen.has(c.accountId)) {
      throw new LedgerError('INVALID', 'payout credits name distinct accounts other than the payer');
    }
    seen.add(c.accountId);
    total += c.amount;
  }
  // The house debit is −total, so the shared bound on one posting bounds the batch total.
  const postings = [{ accountId: batch.fromAccountId, amount: -total }, ...batch.credits];
  checkPostings(batch.kind, postings, MAX_PAYOUT_CREDITS + 1);
  return { postings, total };
}

/** Inside the caller's transaction (the settlement writes its bets in the same one). */
export async function postPayoutBatchIn(q: Queryable, batch: PayoutBatch): Promise<PostedPayout> {
  const { postings, total } = postingsOf(batch);
  const replay = await findReplay(q, batch.idempotencyKey);
  if (replay) return { txId: replay.txId, total, replayed: true };

  const ids = postings.map((p) => p.accountId);
  const locked = await lockAccounts(q, ids);
  if (locked.get(batch.fromAccountId)?.kind !== 'house')
    throw new LedgerError('INVALID', 'payouts come from a house account');

  // The balances after, straight from the UPDATE (the rows are locked, so nothing moves between).
  const updated = await withChange(q, { accounts: ids }, () =>
    q.query<{ id: number; balance: unknown }>(
      `UPDATE ledger_accounts a SET balance = a.balance + d.amount
       FROM unnest($1::int[], $2::bigint[]) AS d(id, amount)
       WHERE a.id = d.id RETURNING a.id, a.balance`,
      [ids, postings.map((p) => p.amount.toString())],
    ),
  );
  const after = new Map(updated.map((r) => [r.id, toCents(r.balance)]));
  const houseAfter = after.get(batch.fromAccountId)!;
  const txId = await insertTransaction(
    q,
    {
      kind: batch.kind,
      memo: batch.memo,
      actor: batch.actor,
      idempotencyKey: batch.idempotencyKey,
      result: {
        balances: { [String(batch.fromAccountId)]: houseAfter.toString() },
        credits: batch.credits.length,
        total: total.toString(),
      },
    },
    postings.map((p) => ({ ...p, balanceAfter: after.get(p.accountId)! })),
  );
  return { txId, total, replayed: false };
}
