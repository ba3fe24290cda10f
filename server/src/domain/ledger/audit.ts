/**
 * Ledger self-check for operators and tests: every transaction sums to zero, every cached balance
 * equals the sum of its postings, and no player account is below zero.
 */
import { toCents } from '../../lib/money.ts';
import type { Queryable } from '../../db/types.ts';

export interface AuditReport {
  ok: boolean;
  transactions: number;
  postings: number;
  accounts: number;
  unbalancedTransactions: number[];
  emptyTransactions: number[];
  balanceMismatches: { accountId: number; code: string; cached: string; fromPostings: string }[];
  negativePlayerAccounts: string[];
}

export async function audit(q: Queryable): Promise<AuditReport> {
  const [counts] = await q.query<{ transactions: number; postings: number; accounts: number }>(
    `SELECT (SELECT count(*)::int FROM ledger_transactions) AS transactions,
            (SELECT count(*)::int FROM ledger_postings) AS postings,
            (SELECT count(*)::int FROM ledger_accounts) AS accounts`,
  );
  const unbalanced = await q.query<{ tx_id: number }>(
    'SELECT tx_id FROM ledger_postings GROUP BY tx_id HAVING sum(amount) <> 0 ORDER BY tx_id LIMIT 100',
  );
  const empty = await q.query<{ id: number }>(
    `SELECT t.id FROM ledger_transactions t
     WHERE NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.tx_id = t.id) ORDER BY t.id LIMIT 100`,
  );
  const mismatches = await q.query<{ id: number; code: string; balance: unknown; computed: unknown }>(
    `SELECT a.id, a.code, a.balance, coalesce(sum(p.amount), 0)::bigint AS computed
     FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
     GROUP BY a.id, a.code, a.balance
     HAVING a.balance <> coalesce(sum(p.amount), 0)
     ORDER BY a.id LIMIT 100`,
  );
  const negative = await q.query<{ code: string }>(
    `SELECT code FROM ledger_accounts WHERE kind = 'player' AND balance < 0 ORDER BY id LIMIT 100`,
  );
  const report: AuditReport = {
    ok: false,
    transactions: counts!.transactions,
    postings: counts!.postings,
    accounts: counts!.accounts,
    unbalancedTransactions: unbalanced.map((r) => r.tx_id),
    emptyTransactions: empty.map((r) => r.id),
    balanceMismatches: mismatches.map((r) => ({
      accountId: r.id,
      code: r.code,
      cached: toCents(r.balance).toString(),
      fromPostings: toCents(r.computed).toString(),
    })),
    negativePlayerAccounts: negative.map((r) => r.code),
  };
  report.ok =
    report.unbalancedTransactions.length === 0 &&
    report.emptyTransactions.length === 0 &&
    report.balanceMismatches.length === 0 &&
    report.negativePlayerAccounts.length === 0;
  return report;
}
