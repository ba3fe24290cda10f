/**
 * Operator lists of deposits and withdrawals (pending by default), newest first, bounded.
 */
import type { Queryable } from '../../db/types.ts';
import { formatCents, toCents } from '../../lib/money.ts';
import { formatBeijing } from '../../lib/time.ts';
import { payWayByCode } from '../deposits/pay-ways.ts';
import { WITHDRAWAL_LABELS } from '../withdrawals/withdrawal-row.ts';

export type ReviewFilter = 'pending' | 'approved' | 'rejected' | 'all';

const STATE_OF: Record<Exclude<ReviewFilter, 'all'>, number> = { pending: 1, approved: 2, rejected: 3 };
const STATE_NAME: Record<number, string> = { 1: 'pending', 2: 'approved', 3: 'rejected' };

/** The columns both lists read (plus the joined username); money columns arrive as numeric strings. */
interface ReviewRow {
  username: string;
  /** The member's bound real name today (the user name or empty while none is bound). */
  member_realname: string;
  user_id: number;
  amount: string;
  state: number;
  bank: string | null;
  bank_no: string | null;
  bank_owner: string | null;
  bank_address: string | null;
  created_at: Date | string;
  reviewed_by: string | null;
  reviewed_at: Date | string | null;
}

interface DepositRow extends ReviewRow {
  out_trade_no: string;
  pay_way: number;
  usdt_amount: string | null;
}

interface WithdrawalRow extends ReviewRow {
  order_no: string;
  real_money: string;
  type: number;
  rate: string | null;
  fee: string | null;
}

export interface ListQuery {
  filter: ReviewFilter;
  /** Only this order number (out_trade_no of a deposit, order_no of a withdrawal). */
  no?: string;
  limit: number;
  offset: number;
}

function whereOf(query: ListQuery, numberColumn: string): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.filter !== 'all') conditions.push(`r.state = $${params.push(STATE_OF[query.filter])}`);
  if (query.no !== undefined) conditions.push(`r.${numberColumn} = $${params.push(query.no)}`);
  return { where: conditions.join(' AND ') || 'TRUE', params };
}

/** One page of a review table (deposits or withdrawals) with its owner's name, and the filter's total. */
async function reviewPage<Row extends ReviewRow>(
  q: Queryable,
  table: 'deposits' | 'withdrawals',
  query: ListQuery,
): Promise<{ total: number; rows: Row[] }> {
  const { where, params } = whereOf(query, table === 'deposits' ? 'out_trade_no' : 'order_no');
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} r WHERE ${where}`, params);
  const rows = await q.query<Row>(
    `SELECT r.*, u.username, u.realname AS member_realname FROM ${table} r JOIN users u ON u.id = r.user_id WHERE ${where}
     ORDER BY r.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.limit, query.offset],
  );
  return { total: count?.n ?? 0, rows };
}

/** What both lists say of a row's review: its state, when it was made, who decided and when. */
function reviewOf(r: ReviewRow) {
  return {
    state: STATE_NAME[r.state],
    created_at: formatBeijing(r.created_at),
    reviewed_by: r.reviewed_by,
    reviewed_at: r.reviewed_at ? formatBeijing(r.reviewed_at) : null,
  };
}

const cardOf = (r: ReviewRow) => ({
  bank: r.bank,
  bank_no: r.bank_no,
  bank_owner: r.bank_owner,
  bank_address: r.bank_address,
});

export async function listDepositsForReview(q: Queryable, query: ListQuery) {
  const { total, rows } = await reviewPage<DepositRow>(q, 'deposits', query);
  return {
    total,
    deposits: rows.map((r) => ({
      deposit_no: r.out_trade_no,
      username: r.username,
      user_id: r.user_id,
      amount: formatCents(toCents(r.amount)),
      pay_way: payWayByCode(r.pay_way)?.record ?? String(r.pay_way),
      usdt_amount: r.usdt_amount === null ? null : formatCents(toCents(r.usdt_amount)),
      depositor: cardOf(r),
      ...reviewOf(r),
    })),
  };
}

export async function listWithdrawalsForReview(q: Queryable, query: ListQuery) {
  const { total, rows } = await reviewPage<WithdrawalRow>(q, 'withdrawals', query);
  return {
    total,
    withdrawals: rows.map((r) => ({
      order_no: r.order_no,
      username: r.username,
      user_id: r.user_id,
      amount: formatCents(toCents(r.amount)),
      real_money: formatCents(toCents(r.real_money)),
      currency: r.type === 1 ? 'CNY' : 'USDT',
      pay_way: WITHDRAWAL_LABELS[r.type] ?? '',
      rate: r.rate,
      fee: r.fee,
      destination: cardOf(r),
      // Beside the destination's owner, so a card in another person's name stands out.
      member_realname: r.member_realname === r.username ? '' : r.member_realname,
      ...reviewOf(r),
    })),
  };
}
