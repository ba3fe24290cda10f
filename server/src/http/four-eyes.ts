/**
 * The first approval of a large money move (credits, debits, deposit and withdrawal approvals
 * above OPS_SECOND_APPROVAL_ABOVE): nothing moves; the request is held for a second operator
 * (domain/ops/second-approvals.ts) and the answer is HTTP 202 `{code: 202, message, data}`
 * naming the approval to approve (POST /admin/approvals/:id/approve, routes/admin/approvals.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestApproval, type ApprovalRequest, type ApprovalRow } from '../domain/ops/second-approvals.ts';
import { formatCents, toCents } from '../lib/money.ts';
import { formatBeijing } from '../lib/time.ts';
import { ROLE_MESSAGES } from '../../../contract/ops/roles.ts';
import type { ApprovalView } from '../../../contract/ops/answers.ts';
import { operatorOf } from './auth.ts';
import { opsTx } from './admin-tx.ts';

/** The CLI sends an Idempotency-Key with every POST: a retried money call moves (or is held) once. */
export function idempotencyKeyOf(request: FastifyRequest, bodyKey?: string): string | undefined {
  const header = request.headers['idempotency-key'];
  const key = (typeof header === 'string' && header.trim().slice(0, 100)) || bodyKey;
  return key ? `ops:${key}` : undefined;
}

/** Whether a move of `amount` cents needs a second operator on this site. */
export function needsSecondApproval(request: FastifyRequest, amount: bigint): boolean {
  const above = request.server.config.secondApprovalAbove;
  return above !== null && amount > above;
}

export function approvalView(row: ApprovalRow): ApprovalView {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    amount: formatCents(toCents(row.amount)),
    memo: row.memo,
    state: row.state,
    requested_by: row.requested_by,
    requested_at: formatBeijing(row.requested_at),
    decided_by: row.decided_by,
    decided_at: row.decided_at ? formatBeijing(row.decided_at) : null,
    tx_id: row.tx_id,
  };
}

/** Holds the move for a second operator, with its audit row; answers 202 with the approval. */
export async function holdForSecondApproval(
  request: FastifyRequest,
  reply: FastifyReply,
  move: Omit<ApprovalRequest, 'requestedBy' | 'requestKey'>,
) {
  const requestKey = idempotencyKeyOf(request);
  const row = await opsTx(request, (q) =>
    requestApproval(q, { ...move, requestKey, requestedBy: operatorOf(request) }),
  );
  const threshold = formatCents(request.server.config.secondApprovalAbove ?? 0n);
  reply.status(202);
  return { code: 202, message: ROLE_MESSAGES.pending(row.id, threshold), data: approvalView(row) };
}
