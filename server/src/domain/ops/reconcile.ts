/**
 * Reconciliation of the deposit and withdrawal records with the ledger's house accounts:
 *   house:deposits            = −Σ approved deposits
 *   house:withdrawals_pending =  Σ pending withdrawals (the held money)
 *   house:withdrawals_paid    =  Σ approved withdrawals
 *   house:lottery:*           =  Σ stakes of valid bets − Σ payouts (domain/lottery/reconcile.ts)
 *   house:promotions, house:rebates = −Σ red packets drawn, −Σ rebates claimed (domain/rewards/reconcile.ts)
 * and every approved/settled row points at a ledger transaction. Any difference is a finding.
 */
import type { Queryable } from '../../db/types.ts';
import { formatCents, toCents } from '../../lib/money.ts';
import { balanceOf } from '../ledger/accounts.ts';
import { HOUSE_DEPOSITS } from '../deposits/review.ts';
import { HOUSE_WITHDRAWALS_PAID, HOUSE_WITHDRAWALS_PENDING } from '../withdrawals/withdrawal-row.ts';
import { LOTTERY_RECONCILIATION, lotteryBooks } from '../lottery/reconcile.ts';
import { rewardBooks } from '../rewards/reconcile.ts';

export interface Reconciliation {
  check: string;
  ledger: string;
  records: string;
  ok: boolean;
}

async function sum(q: Queryable, sql: string): Promise<bigint> {
  const [row] = await q.query<{ total: unknown }>(sql);
  return toCents(row?.total);
}

export async function reconcile(q: Queryable): Promise<Reconciliation[]> {
  const pairs: [string, bigint, bigint][] = [
    [
      `${HOUSE_DEPOSITS} = −Σ approved deposits`,
      await balanceOf(q, HOUSE_DEPOSITS),
      -(await sum(q, 'SELECT coalesce(sum(amount), 0)::bigint AS total FROM deposits WHERE state = 2')),
    ],
    [
      `${HOUSE_WITHDRAWALS_PENDING} = Σ pending withdrawals`,
      await balanceOf(q, HOUSE_WITHDRAWALS_PENDING),
      await sum(q, 'SELECT coalesce(sum(amount), 0)::bigint AS total FROM withdrawals WHERE state = 1'),
    ],
    [
      `${HOUSE_WITHDRAWALS_PAID} = Σ approved withdrawals`,
      await balanceOf(q, HOUSE_WITHDRAWALS_PAID),
      await sum(q, 'SELECT coalesce(sum(amount), 0)::bigint AS total FROM withdrawals WHERE state = 2'),
    ],
  ];
  const lottery = await lotteryBooks(q);
  pairs.push([LOTTERY_RECONCILIATION, lottery.ledger, lottery.records]);
  for (const r of await rewardBooks(q)) pairs.push([r.check, r.ledger, r.records]);
  return pairs.map(([check, ledger, records]) => ({
    check,
    ledger: formatCents(ledger),
    records: formatCents(records),
    ok: ledger === records,
  }));
}
