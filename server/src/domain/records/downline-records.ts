/**
 * 账户明细 type 7 (下级转账): one row per transfer the member took part in, from their own
 * transfer_logs row: 7 when they paid as the agent (direction out, the downline named in full:
 * the agent chose them by name), 8 when they were paid (direction in, the agent masked like every
 * name a member sees of another: the login name of an upline is not theirs to learn).
 * Every platform: a transfer between two main wallets has no venue, so `api_type` does not filter.
 */
import type { Queryable } from '../../db/types.ts';
import { maskName } from '../referrals/views.ts';
import { TRANSFER_TYPE } from '../transfer-log/transfer-log.ts';
import { DOWNLINE_RECORD_LABELS } from '../../../../contract/downline/rules.ts';
import { DOWNLINE_DIRECTION } from '../../../../contract/records/rules.ts';
import type { PageRequest } from '../../lib/paginate.ts';
import type { WireTransRecord } from '../../../../contract/records/schemas.ts';
import { logRecord, type LogRow } from './log-rows.ts';

interface Row extends LogRow {
  counterparty: string | null;
}

export async function downlineRecords(
  q: Queryable,
  query: { userId: number; since: Date; page: PageRequest },
): Promise<{ rows: WireTransRecord[]; total: number }> {
  const where = 'l.user_id = $1 AND l.created_at >= $2 AND l.transfer_type = ANY($3::int[])';
  const params: unknown[] = [query.userId, query.since, [TRANSFER_TYPE.downlineOut, TRANSFER_TYPE.downlineIn]];
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM transfer_logs l WHERE ${where}`, params);
  const rows = await q.query<Row>(
    `SELECT l.id, l.order_no, l.transfer_type, l.api_type, l.amount, l.state, l.created_at, u.username AS counterparty
     FROM transfer_logs l LEFT JOIN users u ON u.id = l.counterparty_id
     WHERE ${where} ORDER BY l.created_at DESC, l.id DESC LIMIT $4 OFFSET $5`,
    [...params, query.page.perPage, query.page.offset],
  );
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => {
      const out = r.transfer_type === TRANSFER_TYPE.downlineOut;
      const direction = out ? DOWNLINE_DIRECTION.out : DOWNLINE_DIRECTION.in;
      const name = r.counterparty ?? '';
      return {
        ...logRecord(r, DOWNLINE_RECORD_LABELS[direction]),
        direction,
        counterparty: out ? name : maskName(name),
      };
    }),
  };
}
