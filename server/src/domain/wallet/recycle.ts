/**
 * 'Recycle all' (/api/transall): every venue wallet of a player back into the main wallet, as ONE
 * ledger movement. Unlike the legacy server (only the last venue), it empties all of them.
 */
import type { Db } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { MAIN_WALLET } from '../ledger/accounts.ts';
import { postMovementIn } from '../ledger/post.ts';

export interface RecycleResult {
  /** Cents moved back; 0 when every venue wallet was already empty. */
  recycled: bigint;
  venues: number;
  replayed: boolean;
}

export async function recycleAll(db: Db, userId: number, idempotencyKey?: string): Promise<RecycleResult> {
  return db.tx(async (q) => {
    // Lock all of the player's wallets in id order (the order postMovementIn locks in), so a
    // concurrent transfer cannot move money between reading a venue balance and posting it.
    const wallets = await q.query<{ id: number; wallet: string; balance: unknown }>(
      'SELECT id, wallet, balance FROM ledger_accounts WHERE user_id = $1 ORDER BY id FOR UPDATE',
      [userId],
    );
    const main = wallets.find((w) => w.wallet === MAIN_WALLET);
    const venues = wallets.filter((w) => w.wallet !== MAIN_WALLET && toCents(w.balance) > 0n);
    if (!main || venues.length === 0) return { recycled: 0n, venues: 0, replayed: false };
    const recycled = venues.reduce((sum, v) => sum + toCents(v.balance), 0n);
    const posted = await postMovementIn(q, {
      kind: 'wallet.recycle_all',
      memo: `recycle ${venues.map((v) => v.wallet).join(',')}`,
      actor: `user:${userId}`,
      idempotencyKey,
      postings: [...venues.map((v) => ({ accountId: v.id, amount: -toCents(v.balance) })), { accountId: main.id, amount: recycled }],
    });
    return { recycled, venues: venues.length, replayed: posted.replayed };
  });
}
