/**
 * The record rows read from transfer_logs (账户明细 types 3–6 in transactions.ts, type 7 in
 * downline-records.ts): one row type and one wire shape, the amount doubling as real_money.
 */
import type { WireTransRecord } from '../../../../contract/records/schemas.ts';
import { formatCents, toCents } from '../../lib/money.ts';
import { formatBeijing } from '../../lib/time.ts';

/** The transfer_logs columns a record row is built from. */
export interface LogRow {
  id: number;
  order_no: string;
  transfer_type: number;
  api_type: string;
  amount: unknown;
  state: number;
  created_at: Date;
}

/** The wire row of one transfer_logs row: its label (`pay_way`) and, where it differs, its shown state. */
export function logRecord(row: LogRow, payWay: string, state: number = row.state): WireTransRecord {
  const amount = formatCents(toCents(row.amount));
  return {
    id: row.id,
    order_no: row.order_no,
    amount,
    real_money: amount,
    created_at: formatBeijing(row.created_at),
    state,
    api_type: row.api_type,
    pay_way: payWay,
  };
}
