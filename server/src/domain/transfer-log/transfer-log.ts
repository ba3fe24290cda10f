/**
 * The legacy `transfer_logs`: what 账户明细 lists besides deposits and withdrawals (venue
 * transfers, gifts, rebates). Written in the same transaction as the ledger movement it names.
 */
import type { Queryable } from '../../db/types.ts';
import { orderNumber, type OrderPrefix } from '../../lib/order-no.ts';

export const TRANSFER_TYPE = {
  /** Main wallet → venue (record type 3, 转入). */
  intoVenue: 0,
  /** Venue → main wallet (record type 4, 转出). */
  outOfVenue: 1,
  /** Activity bonus (record type 4, pay_way 优惠活动). */
  activity: 3,
  /** Red packet, deposit bonus, operator credit, trial money (record type 5). */
  gift: 5,
  /** Rebate (record type 6). */
  rebate: 6,
  /** 下级转账 on the paying agent's side (record type 7, direction out). */
  downlineOut: 7,
  /** 下级转账 on the paid member's side (record type 7, direction in). */
  downlineIn: 8,
} as const;

export type TransferType = (typeof TRANSFER_TYPE)[keyof typeof TRANSFER_TYPE];

export const LOG_STATE = { failed: 0, success: 1, pending: 2 } as const;

/** api_type of money that did not come from a venue. */
export const WEB = 'web';

export interface NewTransferLog {
  userId: number;
  type: TransferType;
  apiType: string;
  amount: bigint;
  state: number;
  memo?: string;
  txId?: number | null;
  /** The other member of a downline transfer (types 7 and 8 only). */
  counterpartyId?: number;
}

/** Order-number prefix: T venue transfers, D downline transfers, G everything else. */
export function prefixOf(type: TransferType): OrderPrefix {
  if (type === TRANSFER_TYPE.intoVenue || type === TRANSFER_TYPE.outOfVenue) return 'T';
  if (type === TRANSFER_TYPE.downlineOut || type === TRANSFER_TYPE.downlineIn) return 'D';
  return 'G';
}

const MAX_ATTEMPTS = 5;

/** The columns of a log row, in the order of `logValues`. */
export const LOG_COLUMNS = 'order_no, user_id, transfer_type, api_type, amount, state, memo, tx_id, counterparty_id';

/** LOG_COLUMNS' types: a value selected rather than inserted (INSERT … SELECT) is cast to them. */
export const LOG_TYPES = ['text', 'integer', 'smallint', 'text', 'bigint', 'smallint', 'text', 'integer', 'integer'];

/** A log row's values under `orderNo` (LOG_COLUMNS' order). */
export function logValues(log: NewTransferLog, orderNo: string): unknown[] {
  if (log.amount <= 0n) throw new RangeError('a transfer log amount is positive');
  return [
    orderNo,
    log.userId,
    log.type,
    log.apiType,
    log.amount,
    log.state,
    log.memo ?? '',
    log.txId ?? null,
    log.counterpartyId ?? null,
  ];
}

/** Inserts the row and returns its order number (drawn again on the rare collision). */
export async function insertTransferLog(q: Queryable, log: NewTransferLog): Promise<string> {
  const prefix = prefixOf(log.type);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const orderNo = orderNumber(prefix);
    const rows = await q.query(
      `INSERT INTO transfer_logs (${LOG_COLUMNS})
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (order_no) DO NOTHING RETURNING id`,
      logValues(log, orderNo),
    );
    if (rows.length === 1) return orderNo;
  }
  throw new Error('could not draw a free transfer order number');
}
