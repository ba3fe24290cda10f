/**
 * The operator's full view of the books: the ledger audit, the totals per account kind and the
 * reconciliation with deposits, withdrawals and bets, all read from one snapshot so the figures
 * agree with each other even while money keeps moving (PostgreSQL; PGlite runs one transaction
 * at a time anyway).
 */
import type { Db } from '../../db/types.ts';
import { audit, type AuditReport } from '../ledger/audit.ts';
import { ledgerTotals, type LedgerTotals } from '../ledger/totals.ts';
import { reconcile, type Reconciliation } from './reconcile.ts';

export interface Books {
  report: AuditReport;
  totals: LedgerTotals;
  reconciliation: Reconciliation[];
}

export async function readBooks(db: Db): Promise<Books> {
  return db.tx(async (q) => {
    await q.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    return { report: await audit(q), totals: await ledgerTotals(q), reconciliation: await reconcile(q) };
  });
}
