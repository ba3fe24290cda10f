/**
 * 'Recycle all' (/api/transall): every venue wallet of a player back into the main wallet, as ONE
 * ledger movement, one transfer log per venue, and each venue's adapter told. Unlike the legacy
 * server (only the last venue), it empties all of them, enabled or not.
 */
import type { Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { MAIN_WALLET } from '../ledger/accounts.ts';
import { postMovementIn } from '../ledger/post.ts';
import { refuse } from '../../lib/errors.ts';
import { venueAdapter, VenueError } from '../venues/adapter.ts';
import { SANDBOX_ADAPTER } from '../venues/sandbox.ts';
import type { Answer } from '../idempotency/answers.ts';
import { insertTransferLog, LOG_STATE, TRANSFER_TYPE } from '../transfer-log/transfer-log.ts';
import { RECYCLE_MESSAGES } from '../../../../contract/money/rules.ts';
import { CODE_OK } from '../../../../contract/common/rules.ts';

const VENUES_PER_MOVEMENT = 15;

export { RECYCLE_MESSAGES };

export interface RecycleResult {
  /** Cents moved back; 0 when every venue wallet was already empty. */
  recycled: bigint;
  venues: number;
  /** Main wallet after. */
  balance: bigint;
}

export interface RecycleOptions {
  /** A venue wallet to leave where it is (auto-transfer: the venue being entered). */
  keep?: string;
}

export async function recycleAll(
  q: Queryable,
  userId: number,
  ledgerKey?: string,
  options: RecycleOptions = {},
): Promise<RecycleResult> {
  // Lock all of the player's wallets in id order (the order postMovementIn locks in), so a
  // concurrent transfer cannot move money between reading a venue balance and posting it.
  const wallets = await q.query<{ id: number; wallet: string; balance: unknown; adapter: string | null }>(
    `SELECT a.id, a.wallet, a.balance, p.adapter
     FROM ledger_accounts a LEFT JOIN game_platforms p ON p.platform_name = a.wallet
     WHERE a.user_id = $1 ORDER BY a.id FOR UPDATE OF a`,
    [userId],
  );
  const main = wallets.find((w) => w.wallet === MAIN_WALLET);
  const venues = wallets.filter(
    (w) => w.wallet !== MAIN_WALLET && w.wallet !== options.keep && toCents(w.balance) > 0n,
  );
  const mainBalance = main ? toCents(main.balance) : 0n;
  if (!main || venues.length === 0) return { recycled: 0n, venues: 0, balance: mainBalance };
  let balance = mainBalance;
  // A movement holds at most 16 postings: 15 venues and the main wallet per movement.
  for (let i = 0; i < venues.length; i += VENUES_PER_MOVEMENT) {
    const chunk = venues.slice(i, i + VENUES_PER_MOVEMENT);
    const sum = chunk.reduce((total, v) => total + toCents(v.balance), 0n);
    const posted = await postMovementIn(q, {
      kind: 'wallet.recycle_all',
      memo: `recycle ${chunk.map((v) => v.wallet).join(',')}`,
      actor: `user:${userId}`,
      idempotencyKey: ledgerKey ? `${ledgerKey}:${i}` : undefined,
      postings: [
        ...chunk.map((v) => ({ accountId: v.id, amount: -toCents(v.balance) })),
        { accountId: main.id, amount: sum },
      ],
    });
    balance = posted.balances.get(main.id) ?? balance;
    if (posted.replayed) continue;
    for (const v of chunk) {
      const amount = toCents(v.balance);
      const orderNo = await insertTransferLog(q, {
        userId,
        type: TRANSFER_TYPE.outOfVenue,
        apiType: v.wallet,
        amount,
        state: LOG_STATE.success,
        memo: '一键回收',
        txId: posted.txId,
      });
      try {
        await venueAdapter(v.adapter ?? SANDBOX_ADAPTER).withdraw(q, { userId, platform: v.wallet, amount, orderNo });
      } catch (error) {
        // docs/API.md#transall: 201 with the venue's message; the whole recycle rolls back.
        if (error instanceof VenueError) throw refuse(201, error.message);
        throw error;
      }
    }
  }
  const recycled = venues.reduce((total, v) => total + toCents(v.balance), 0n);
  return { recycled, venues: venues.length, balance };
}

/** docs/API.md#transall: `data` is "" and the message says what happened. */
export function recycleAnswer(result: RecycleResult): Answer {
  return { code: CODE_OK, message: result.recycled > 0n ? RECYCLE_MESSAGES.done : RECYCLE_MESSAGES.nothing, data: '' };
}
