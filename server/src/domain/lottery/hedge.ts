/**
 * Hedged bets count as net for the turnover requirement: a stake on both sides of one round's
 * 大/小 or 单/双 (same play group) is no risk, so only the difference is turnover. Otherwise
 * betting 100 on 大 and 100 on 小 would clear 200 of requirement at the house edge's cost only.
 * Paired bets are left out of each settlement batch's turnover; the batch that settles a player's
 * last bet of the round adds Σ|sideA − sideB| over the round's pairs, exactly once.
 */
import type { Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import type { PlayOption } from './catalog.ts';

const SIDES: Record<string, [string, 'a' | 'b']> = {
  大: ['size', 'a'],
  小: ['size', 'b'],
  单: ['parity', 'a'],
  双: ['parity', 'b'],
};

export interface HedgePairs {
  /** option id → the pair it belongs to and its side. */
  sideOf: Map<number, { pair: string; side: 'a' | 'b' }>;
}

export function hedgePairs(options: readonly PlayOption[]): HedgePairs {
  const sideOf = new Map<number, { pair: string; side: 'a' | 'b' }>();
  for (const option of options) {
    const found = SIDES[option.playtitle];
    if (found) sideOf.set(option.id, { pair: `${option.groupId}:${found[0]}`, side: found[1] });
  }
  return { sideOf };
}

/**
 * For the players of a batch whose last bet of the round is at or before `lastId`: the net of
 * their paired stakes over the whole round (cents), to add to their turnover.
 */
export async function netPairedStakes(
  q: Queryable,
  roundId: bigint,
  userIds: number[],
  lastId: bigint,
  pairs: HedgePairs,
): Promise<Map<number, bigint>> {
  const net = new Map<number, bigint>();
  if (userIds.length === 0 || pairs.sideOf.size === 0) return net;
  const rows = await q.query<{ user_id: number; option_id: number; total: unknown }>(
    `SELECT b.user_id, b.option_id, sum(b.total)::bigint AS total FROM lottery_bets b
      WHERE b.round_id = $1 AND b.user_id = ANY($2::int[]) AND b.option_id = ANY($3::int[]) AND b.status IN (1, 2)
        AND (SELECT max(id) FROM lottery_bets l WHERE l.round_id = $1 AND l.user_id = b.user_id AND l.status IN (1, 2)) <= $4
      GROUP BY b.user_id, b.option_id`,
    [roundId, userIds, [...pairs.sideOf.keys()], lastId],
  );
  const sums = new Map<number, Map<string, bigint>>();
  for (const row of rows) {
    const where = pairs.sideOf.get(row.option_id)!;
    const perUser = sums.get(row.user_id) ?? new Map<string, bigint>();
    const sign = where.side === 'a' ? 1n : -1n;
    perUser.set(where.pair, (perUser.get(where.pair) ?? 0n) + sign * toCents(row.total));
    sums.set(row.user_id, perUser);
  }
  for (const [userId, perPair] of sums) {
    let total = 0n;
    for (const difference of perPair.values()) total += difference < 0n ? -difference : difference;
    net.set(userId, total);
  }
  return net;
}
