/**
 * Four eyes: a money move above OPS_SECOND_APPROVAL_ABOVE is first held here, pending, with who
 * asked; a different operator approves it (the move then runs in the transaction that marks the
 * row approved: approved-moves.ts) or either rejects it. The row is locked before it is decided,
 * so two approvals at once move the money once; the table refuses a self-approval as well.
 */
import { one, type Queryable } from '../../db/types.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ApprovalKind, ApprovalState } from '../../../../contract/ops/roles.ts';
import { ROLE_MESSAGES } from '../../../../contract/ops/roles.ts';

export interface ApprovalRow {
  id: number;
  kind: ApprovalKind;
  subject: string;
  amount: string;
  memo: string;
  state: ApprovalState;
  requested_by: string;
  requested_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  tx_id: number | null;
}

export interface ApprovalRequest {
  kind: ApprovalKind;
  /** The member (credit, debit) or the order number (deposit, withdrawal). */
  subject: string;
  /** Positive cents. */
  amount: bigint;
  memo: string;
  /** The call's Idempotency-Key: the same request resent finds its row. */
  requestKey?: string;
  requestedBy: string;
}

const COLUMNS = `id, kind, subject, amount::text AS amount, memo, state, requested_by, requested_at,
  decided_by, decided_at, tx_id`;

/**
 * Holds a request for a second approval. The same request resent (its key), or an order already
 * waiting for its second approval, answers the row that is there rather than a new one; a key
 * used before for another move (kind, subject or amount) is refused (409).
 */
export async function requestApproval(q: Queryable, request: ApprovalRequest): Promise<ApprovalRow> {
  const inserted = await one<ApprovalRow>(
    q,
    `INSERT INTO second_approvals (kind, subject, amount, memo, request_key, requested_by)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [
      request.kind,
      request.subject,
      request.amount.toString(),
      request.memo,
      request.requestKey ?? null,
      request.requestedBy,
    ],
  );
  if (inserted) return inserted;
  const existing = await one<ApprovalRow>(
    q,
    `SELECT ${COLUMNS} FROM second_approvals
      WHERE request_key = $3 OR (kind = $1 AND subject = $2 AND state = 'pending' AND kind IN ('deposit', 'withdrawal'))
      ORDER BY id LIMIT 1`,
    [request.kind, request.subject, request.requestKey ?? null],
  );
  if (!existing) throw new Error('second approval neither inserted nor found');
  const same =
    existing.kind === request.kind &&
    existing.subject === request.subject &&
    BigInt(existing.amount) === request.amount;
  if (!same) throw conflict(ROLE_MESSAGES.approvalKeyReused);
  return existing;
}

/**
 * Locks a pending approval for its decision by `operator`: 404 when there is none, 409 once it is
 * decided, 403 when `operator` asked for it and means to approve it.
 */
export async function lockForDecision(
  q: Queryable,
  id: number,
  operator: string,
  approve: boolean,
): Promise<ApprovalRow> {
  const row = await one<ApprovalRow>(q, `SELECT ${COLUMNS} FROM second_approvals WHERE id = $1 FOR UPDATE`, [id]);
  if (!row) throw notFound(ROLE_MESSAGES.approvalMissing);
  if (row.state !== 'pending') throw conflict(ROLE_MESSAGES.approvalDone(row.state));
  if (approve && row.requested_by === operator) throw forbidden(ROLE_MESSAGES.selfApproval);
  return row;
}

/** Records the decision on a locked row (and the ledger transaction an approval made). */
export async function decideApproval(
  q: Queryable,
  id: number,
  decision: { state: 'approved' | 'rejected'; by: string; txId: number | null },
): Promise<ApprovalRow> {
  const [row] = await q.query<ApprovalRow>(
    `UPDATE second_approvals SET state = $2, decided_by = $3, decided_at = now(), tx_id = $4
      WHERE id = $1 AND state = 'pending' RETURNING ${COLUMNS}`,
    [id, decision.state, decision.by, decision.txId],
  );
  if (!row) throw conflict(ROLE_MESSAGES.approvalDone(decision.state));
  return row;
}

/** Approvals in a state (all: every one), newest first. */
export async function listApprovals(q: Queryable, state: ApprovalState | 'all', limit = 200): Promise<ApprovalRow[]> {
  return q.query<ApprovalRow>(
    `SELECT ${COLUMNS} FROM second_approvals WHERE $1 = 'all' OR state = $1 ORDER BY id DESC LIMIT $2`,
    [state, limit],
  );
}
