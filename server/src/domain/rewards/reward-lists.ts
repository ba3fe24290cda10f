/**
 * The member's reward lists: red-packet draws (福利中心, /api/redpacket) and rebates with their
 * totals (返水中心, /api/getfanshui), newest first.
 */
import type { WireRebateRow, WireRedPacketRow } from '../../../../contract/rewards/schemas.ts';
import type { Queryable } from '../../db/types.ts';
import { formatCents, toCents } from '../../lib/money.ts';
import type { PageRequest } from '../../lib/paginate.ts';
import { formatBeijing } from '../../lib/time.ts';

export async function redPacketDraws(
  q: Queryable,
  userId: number,
  page: PageRequest,
): Promise<{ rows: WireRedPacketRow[]; total: number }> {
  const [count] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM red_packet_draws WHERE user_id = $1', [
    userId,
  ]);
  const rows = await q.query<{
    id: unknown;
    deposits: unknown;
    deposited_at: Date | null;
    amount: unknown;
    created_at: Date;
  }>(
    `SELECT id, deposits, deposited_at, amount, created_at FROM red_packet_draws WHERE user_id = $1
     ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, page.perPage, page.offset],
  );
  return {
    total: count?.n ?? 0,
    // A packet is paid when drawn: the claim time is the draw time.
    rows: rows.map((r) => ({
      id: Number(r.id),
      money: formatCents(toCents(r.deposits)),
      redpacketmoney: formatCents(toCents(r.amount)),
      amount: formatCents(toCents(r.amount)),
      created_at: formatBeijing(r.created_at),
      usetime: formatBeijing(r.created_at),
      recharge_time: r.deposited_at ? formatBeijing(r.deposited_at) : null,
    })),
  };
}

export interface RebateQuery {
  userId: number;
  since: Date;
  /** A venue's platform_name (any case); '' = all. */
  platform: string;
  /** null = all, 0 unclaimed, 1 claimed. */
  state: 0 | 1 | null;
  page: PageRequest;
}

export interface RebatePage {
  rows: WireRebateRow[];
  total: number;
  claimed: bigint;
  pending: bigint;
}

export async function rebateRecords(q: Queryable, query: RebateQuery): Promise<RebatePage> {
  const params: unknown[] = [query.userId, query.since];
  let where = 'r.user_id = $1 AND r.created_at >= $2';
  if (query.platform) {
    params.push(query.platform.toLowerCase());
    where += ` AND lower(r.platform_name) = $${params.length}`;
  }
  if (query.state !== null) {
    params.push(query.state);
    where += ` AND r.state = $${params.length}`;
  }
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM rebates r WHERE ${where}`, params);
  const rows = await q.query<{
    id: unknown;
    amount: unknown;
    state: number;
    platform_name: string;
    memo: string;
    created_at: Date;
    claimed_at: Date | null;
  }>(
    `SELECT r.id, r.amount, r.state, r.platform_name, l.memo, r.created_at, r.claimed_at
       FROM rebates r JOIN transfer_logs l ON l.order_no = r.order_no
      WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.page.perPage, query.page.offset],
  );
  const [sums] = await q.query<{ claimed: unknown; pending: unknown }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE state = 1), 0)::bigint AS claimed,
            coalesce(sum(amount) FILTER (WHERE state = 0), 0)::bigint AS pending
       FROM rebates WHERE user_id = $1`,
    [query.userId],
  );
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => ({
      id: Number(r.id),
      gamename: r.memo,
      money: formatCents(toCents(r.amount)),
      state: r.state,
      api_type: r.platform_name,
      created_at: formatBeijing(r.created_at),
      updated_at: formatBeijing(r.claimed_at ?? r.created_at),
    })),
    claimed: toCents(sums?.claimed),
    pending: toCents(sums?.pending),
  };
}

/** What is pending for the member (the /api/user `fanshui` figure). */
export async function pendingRebates(q: Queryable, userId: number): Promise<bigint> {
  const [row] = await q.query<{ pending: unknown }>(
    'SELECT coalesce(sum(amount), 0)::bigint AS pending FROM rebates WHERE user_id = $1 AND state = 0',
    [userId],
  );
  return toCents(row?.pending);
}
