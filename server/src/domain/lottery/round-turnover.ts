/**
 * A round's turnover (打码量) per player, counted once: the settlement batch that settles a
 * player's last bet of the round records the player's stakes and net exposure (exposure.ts) in
 * lottery_turnover and adds the net to the player's turnover. The table's key (round, player) is
 * what makes it once, whichever settler or restart gets there; rebates and VIP retention read the
 * same rows.
 */
import type { Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { recordTurnover } from '../wallet/turnover.ts';
import { netExposure, type ExposureTable, type RoundBet } from './exposure.ts';

/** The round's bets of those `userIds` whose last bet of the round is at or before `lastId`. */
async function finishedBets(
  q: Queryable,
  roundId: bigint,
  userIds: number[],
  lastId: bigint,
): Promise<Map<number, RoundBet[]>> {
  const rows = await q.query<{ user_id: number; option_id: number; data: string; stake: unknown; payout: unknown }>(
    `WITH finished AS (
       SELECT user_id FROM lottery_bets WHERE round_id = $1 AND user_id = ANY($2::int[]) AND status IN (1, 2)
        GROUP BY user_id HAVING max(id) <= $3)
     SELECT b.user_id, b.option_id, b.data, sum(b.total)::bigint AS stake, sum(b.total * b.odds / 100)::bigint AS payout
       FROM lottery_bets b JOIN finished f ON f.user_id = b.user_id
      WHERE b.round_id = $1 AND b.status IN (1, 2)
      GROUP BY b.user_id, b.option_id, b.data`,
    [roundId, userIds, lastId],
  );
  const bets = new Map<number, RoundBet[]>();
  for (const row of rows) {
    const list = bets.get(row.user_id) ?? [];
    list.push({ optionId: row.option_id, data: row.data, stake: toCents(row.stake), payout: toCents(row.payout) });
    bets.set(row.user_id, list);
  }
  return bets;
}

/** Records and counts the round's net turnover of the batch's bettors whose round is now settled. */
export async function countRoundTurnover(
  q: Queryable,
  roundId: bigint,
  userIds: number[],
  lastId: bigint,
  table: ExposureTable,
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  const ids: number[] = [];
  const stakes: string[] = [];
  const nets: string[] = [];
  for (const [userId, bets] of await finishedBets(q, roundId, userIds, lastId)) {
    const figure = netExposure(table, bets);
    ids.push(userId);
    stakes.push(figure.stakes.toString());
    nets.push(figure.net.toString());
  }
  if (ids.length === 0) return;
  const recorded = await q.query<{ user_id: number; net: unknown }>(
    `INSERT INTO lottery_turnover (round_id, user_id, stakes, net, settled_at)
     SELECT $1, d.user_id, d.stakes, d.net, $5 FROM unnest($2::int[], $3::bigint[], $4::bigint[]) AS d(user_id, stakes, net)
     ON CONFLICT (round_id, user_id) DO NOTHING RETURNING user_id, net`,
    [roundId, ids, stakes, nets, now],
  );
  // Users rows before ledger rows: the order withdrawals lock them in (no deadlock between them).
  await recordTurnover(q, new Map(recorded.map((r) => [r.user_id, toCents(r.net)])));
}
