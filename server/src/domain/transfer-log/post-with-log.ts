/**
 * A ledger movement and the transfer log naming it in ONE statement (one round trip instead of
 * two): `ledger_post` in a CTE, the log row inserted from its answer only when it posted. A
 * refusal writes nothing and throws as postMovementIn does; a replay writes no log (the first
 * request wrote it). On the rare order-number collision the log is inserted again on its own.
 */
import { withChange } from '../../db/change-watch.ts';
import { one, type Queryable } from '../../db/types.ts';
import { orderNumber } from '../../lib/order-no.ts';
import { ledgerPostCall, postedOf, type Movement, type PostedMovement, type PostRow } from '../ledger/post.ts';
import { insertTransferLog, LOG_COLUMNS, LOG_TYPES, logValues, prefixOf, type NewTransferLog } from './transfer-log.ts';

/** tx_id's place in LOG_COLUMNS. */
const TX_ID = 7;

export interface LoggedMovement extends PostedMovement {
  /** The log's order number; '' on a replay. */
  orderNo: string;
}

export async function postWithTransferLog(
  q: Queryable,
  movement: Movement,
  log: Omit<NewTransferLog, 'txId'>,
): Promise<LoggedMovement> {
  const post = ledgerPostCall(movement);
  const orderNo = orderNumber(prefixOf(log.type));
  // The log's values follow ledger_post's six; its tx_id is the posted transaction's id.
  const values = logValues(log, orderNo);
  const sent: unknown[] = [];
  const logParams = values.map((v, i) => (i === TX_ID ? 'p.o_tx_id' : `$${6 + sent.push(v)}::${LOG_TYPES[i]}`));
  const sql = `WITH p AS (${post.sql}),
     l AS (INSERT INTO transfer_logs (${LOG_COLUMNS})
           SELECT ${logParams.join(', ')} FROM p WHERE p.o_status = 'posted'
           ON CONFLICT (order_no) DO NOTHING RETURNING id)
     SELECT p.o_status, p.o_tx_id, p.o_balances, (SELECT count(*) FROM l)::int AS logged FROM p`;
  const row = await withChange(q, { accounts: post.accounts }, () =>
    one<PostRow & { logged: number }>(q, sql, [...post.params, ...sent]),
  );
  const posted = postedOf(row!);
  if (posted.replayed) return { ...posted, orderNo: '' };
  if (row!.logged === 1) return { ...posted, orderNo };
  return { ...posted, orderNo: await insertTransferLog(q, { ...log, txId: posted.txId }) };
}
