/**
 * The reward programmes' house accounts against their records:
 *   house:promotions = −Σ red packets drawn
 *   house:rebates    = −Σ rebates claimed
 */
import type { Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { balanceOf } from '../ledger/accounts.ts';
import { REWARD_HOUSE } from './house.ts';

export interface RewardCheck {
  check: string;
  ledger: bigint;
  records: bigint;
}

async function sum(q: Queryable, sql: string): Promise<bigint> {
  const [row] = await q.query<{ total: unknown }>(sql);
  return toCents(row?.total);
}

export async function rewardBooks(q: Queryable): Promise<RewardCheck[]> {
  return [
    {
      check: `${REWARD_HOUSE.promotions} = −Σ red packets drawn`,
      ledger: await balanceOf(q, REWARD_HOUSE.promotions),
      records: -(await sum(q, 'SELECT coalesce(sum(amount), 0)::bigint AS total FROM red_packet_draws')),
    },
    {
      check: `${REWARD_HOUSE.rebates} = −Σ rebates claimed`,
      ledger: await balanceOf(q, REWARD_HOUSE.rebates),
      records: -(await sum(q, 'SELECT coalesce(sum(amount), 0)::bigint AS total FROM rebates WHERE state = 1')),
    },
  ];
}
