/**
 * The withdrawals table as the domain reads it.
 */
import { one, type Queryable } from '../../db/types.ts';

export interface WithdrawalRow {
  id: number;
  order_no: string;
  user_id: number;
  card_id: number;
  type: number;
  amount: bigint;
  real_money: bigint;
  rate: string | null;
  fee: string | null;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  state: number;
  hold_tx_id: number;
  settle_tx_id: number | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  review_memo: string;
  created_at: Date;
  updated_at: Date;
}

export const WITHDRAWAL_STATE = { pending: 1, approved: 2, rejected: 3 } as const;
/** withdrawals.type (legacy withdraws.type). */
export const WITHDRAWAL_TYPE = { bank: 1, usdtTrc20: 2, usdtErc20: 3 } as const;

/** gettransrecord pay_way of each type. */
export const WITHDRAWAL_LABELS: Record<number, string> = { 1: '银行卡', 2: 'USDT-TRC20', 3: 'USDT-ERC20' };

export const HOUSE_WITHDRAWALS_PENDING = 'house:withdrawals_pending';
export const HOUSE_WITHDRAWALS_PAID = 'house:withdrawals_paid';

export async function findWithdrawal(
  q: Queryable,
  orderNo: string,
  options: { forUpdate?: boolean } = {},
): Promise<WithdrawalRow | null> {
  if (!/^W?\d{1,40}$/.test(orderNo)) return null;
  return one<WithdrawalRow>(
    q,
    `SELECT * FROM withdrawals WHERE order_no = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [orderNo],
  );
}
