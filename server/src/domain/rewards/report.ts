/**
 * The operators' promotions report: per Beijing day, red packets paid, rebates written for the
 * day, rebates claimed that day, what is still pending of that day's rebates, and the VIP
 * promotions and demotions of that day.
 */
import type { Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { addDays, dayText } from './days.ts';

export interface PromotionsDay {
  day: string;
  redPackets: number;
  redPacketAmount: bigint;
  rebatesWritten: bigint;
  rebatesClaimed: bigint;
  rebatesPending: bigint;
  /** VIP changes the VIP day made for that day. */
  promoted: number;
  demoted: number;
}

export async function promotionsReport(q: Queryable, lastDay: string, days: number): Promise<PromotionsDay[]> {
  const first = addDays(lastDay, -(days - 1));
  const rows = await q.query<{
    day: unknown;
    packets: number;
    packet_amount: unknown;
    written: unknown;
    claimed: unknown;
    pending: unknown;
    promoted: number;
    demoted: number;
  }>(
    `SELECT d::date::text AS day,
       (SELECT count(*)::int FROM red_packet_draws r WHERE r.day = d::date) AS packets,
       (SELECT coalesce(sum(amount), 0)::bigint FROM red_packet_draws r WHERE r.day = d::date) AS packet_amount,
       (SELECT coalesce(sum(amount), 0)::bigint FROM rebates b WHERE b.day = d::date) AS written,
       (SELECT coalesce(sum(amount), 0)::bigint FROM rebates b
          WHERE b.state = 1 AND b.claimed_at >= (d::date::timestamp - interval '8 hours') AT TIME ZONE 'UTC'
            AND b.claimed_at < ((d::date + 1)::timestamp - interval '8 hours') AT TIME ZONE 'UTC') AS claimed,
       (SELECT coalesce(sum(amount), 0)::bigint FROM rebates b WHERE b.day = d::date AND b.state = 0) AS pending,
       (SELECT count(*)::int FROM vip_changes c WHERE c.day = d::date AND c.reason = 'promote') AS promoted,
       (SELECT count(*)::int FROM vip_changes c WHERE c.day = d::date AND c.reason = 'demote') AS demoted
     FROM generate_series($1::date, $2::date, interval '1 day') AS d ORDER BY d`,
    [first, lastDay],
  );
  return rows.map((r) => ({
    day: dayText(r.day),
    redPackets: r.packets,
    redPacketAmount: toCents(r.packet_amount),
    rebatesWritten: toCents(r.written),
    rebatesClaimed: toCents(r.claimed),
    rebatesPending: toCents(r.pending),
    promoted: r.promoted,
    demoted: r.demoted,
  }));
}
