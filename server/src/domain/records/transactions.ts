/**
 * /api/gettransrecord: the player's money records of one type in a date window, newest first,
 * as the legacy paginator. Row shapes follow docs/API.md#gettransrecord; types 5 (gift) and 6
 * (rebate), which the legacy server lacked, read transfer_logs types 5 and 6 as it suggests; type 7
 * (下级转账, ours) reads transfer_logs 7 and 8 (downline-records.ts).
 * States: deposits/withdrawals 1 pending, 2 approved, 3 rejected; types 3–6: 0 failed,
 * 1 success, 2 pending (an unclaimed rebate is shown as 2, pending).
 */
import type { WireTransRecord } from '../../../../contract/records/schemas.ts';
import type { Queryable } from '../../db/types.ts';
import { formatCents, toCents } from '../../lib/money.ts';
import { formatBeijing } from '../../lib/time.ts';
import type { PageRequest } from '../../lib/paginate.ts';
import { GIFT_PAY_WAY_LABEL, payWayByCode } from '../deposits/pay-ways.ts';
import { WITHDRAWAL_LABELS } from '../withdrawals/withdrawal-row.ts';
import { TRANSFER_TYPE, WEB } from '../transfer-log/transfer-log.ts';
import { RECORD_TYPE, type RecordType } from './filters.ts';
import { downlineRecords } from './downline-records.ts';
import { logRecord, type LogRow } from './log-rows.ts';

export interface RecordQuery {
  userId: number;
  type: RecordType;
  since: Date;
  /** A venue's platform_name; '' = all. Applies to types 3–6. */
  apiType: string;
  page: PageRequest;
}

export interface RecordPage {
  rows: WireTransRecord[];
  total: number;
}

async function countAndRows<T extends object>(
  q: Queryable,
  from: string,
  where: string,
  params: unknown[],
  columns: string,
  page: PageRequest,
) {
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, params);
  const rows = await q.query<T>(
    `SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.perPage, page.offset],
  );
  return { total: count?.n ?? 0, rows };
}

async function deposits(q: Queryable, query: RecordQuery): Promise<RecordPage> {
  const { total, rows } = await countAndRows<{
    id: number;
    out_trade_no: string;
    amount: unknown;
    pay_way: number;
    state: number;
    created_at: Date;
  }>(
    q,
    'deposits',
    'user_id = $1 AND created_at >= $2',
    [query.userId, query.since],
    'id, out_trade_no, amount, pay_way, state, created_at',
    query.page,
  );
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      out_trade_no: r.out_trade_no,
      amount: formatCents(toCents(r.amount)),
      created_at: formatBeijing(r.created_at),
      state: r.state,
      pay_way: payWayByCode(r.pay_way)?.record ?? GIFT_PAY_WAY_LABEL,
    })),
  };
}

async function withdrawals(q: Queryable, query: RecordQuery): Promise<RecordPage> {
  const { total, rows } = await countAndRows<{
    id: number;
    order_no: string;
    amount: unknown;
    real_money: unknown;
    type: number;
    state: number;
    created_at: Date;
  }>(
    q,
    'withdrawals',
    'user_id = $1 AND created_at >= $2',
    [query.userId, query.since],
    'id, order_no, amount, real_money, type, state, created_at',
    query.page,
  );
  return {
    total,
    // amount: the CNY taken from the wallet; real_money: what arrives (CNY, or USDT after the fee).
    rows: rows.map((r) => ({
      id: r.id,
      out_trade_no: r.order_no,
      amount: formatCents(toCents(r.amount)),
      real_money: formatCents(toCents(r.real_money)),
      created_at: formatBeijing(r.created_at),
      state: r.state,
      type: r.type,
      pay_way: WITHDRAWAL_LABELS[r.type] ?? '',
    })),
  };
}

const LOG_TYPES: Record<3 | 4 | 5 | 6, number[]> = {
  3: [TRANSFER_TYPE.intoVenue],
  4: [TRANSFER_TYPE.outOfVenue, TRANSFER_TYPE.activity],
  5: [TRANSFER_TYPE.gift],
  6: [TRANSFER_TYPE.rebate],
};

async function logs(q: Queryable, query: RecordQuery & { type: 3 | 4 | 5 | 6 }): Promise<RecordPage> {
  const params: unknown[] = [query.userId, query.since, LOG_TYPES[query.type]];
  let where = 'user_id = $1 AND created_at >= $2 AND transfer_type = ANY($3::int[])';
  if (query.apiType) {
    params.push(query.apiType.toLowerCase());
    where += ` AND api_type = $${params.length}`;
  }
  const { total, rows } = await countAndRows<LogRow & { memo: string }>(
    q,
    'transfer_logs',
    where,
    params,
    'id, order_no, transfer_type, api_type, amount, state, memo, created_at',
    query.page,
  );
  const venues = await q.query<{ platform_name: string; name: string }>(
    'SELECT platform_name, name FROM game_platforms WHERE platform_name = ANY($1::text[])',
    [[...new Set(rows.map((r) => r.api_type))]],
  );
  const venueName = new Map(venues.map((v) => [v.platform_name, v.name]));
  return {
    total,
    rows: rows.map((r) => {
      let payWay: string;
      if (r.transfer_type === TRANSFER_TYPE.gift) payWay = r.memo || '红包';
      // A rebate's memo is the game name /fanshui shows (彩票 for the lottery, which is no venue).
      else if (r.transfer_type === TRANSFER_TYPE.rebate) payWay = r.memo || venueName.get(r.api_type) || '返水';
      else if (r.api_type === WEB) payWay = '优惠活动';
      else payWay = venueName.get(r.api_type) ?? r.api_type;
      // An unclaimed rebate (state 0) is shown as 2, pending.
      return logRecord(r, payWay, r.transfer_type === TRANSFER_TYPE.rebate && r.state === 0 ? 2 : r.state);
    }),
  };
}

export async function transactionRecords(q: Queryable, query: RecordQuery): Promise<RecordPage> {
  if (query.type === RECORD_TYPE.deposit) return deposits(q, query);
  if (query.type === RECORD_TYPE.withdrawal) return withdrawals(q, query);
  if (query.type === RECORD_TYPE.downline) return downlineRecords(q, query);
  return logs(q, { ...query, type: query.type });
}
