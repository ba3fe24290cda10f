/**
 * The deposits table as the domain reads it.
 */
import { one, type Queryable } from '../../db/types.ts';

export interface DepositRow {
  id: number;
  out_trade_no: string;
  user_id: number;
  amount: bigint;
  pay_way: number;
  channel_id: number | null;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  usdtrate: string | null;
  usdt_amount: bigint | null;
  state: number;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  review_memo: string;
  tx_id: number | null;
  created_at: Date;
  updated_at: Date;
}

export const DEPOSIT_STATE = { pending: 1, approved: 2, rejected: 3 } as const;

export const DEPOSIT_NO_RE = /^\d{1,40}$/;

export async function findDeposit(
  q: Queryable,
  outTradeNo: string,
  options: { forUpdate?: boolean } = {},
): Promise<DepositRow | null> {
  if (!DEPOSIT_NO_RE.test(outTradeNo)) return null;
  return one<DepositRow>(q, `SELECT * FROM deposits WHERE out_trade_no = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [
    outTradeNo,
  ]);
}
