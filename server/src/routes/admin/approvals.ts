/**
 * Second approvals (four eyes): the moves held above OPS_SECOND_APPROVAL_ABOVE (http/four-eyes.ts),
 * listed, and approved by an operator other than the one who asked (the money then moves in the
 * approval's own transaction, once) or rejected (nothing moves; the one who asked may withdraw it).
 * Deciding a kind needs the roles of the route it came from (http/admin-roles.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ApprovalParams, ApprovalQuery } from '../../../../contract/ops/schemas.ts';
import { ApprovalList, ApprovalView } from '../../../../contract/ops/answers.ts';
import { OPS_MESSAGES } from '../../../../contract/ops/rules.ts';
import { performApproved } from '../../domain/ops/approved-moves.ts';
import { decideApproval, listApprovals, lockForDecision } from '../../domain/ops/second-approvals.ts';
import { DebitExceedsBalance } from '../../domain/wallet/debit.ts';
import { formatCents } from '../../lib/money.ts';
import { ok } from '../../http/answer.ts';
import { operatorOf } from '../../http/auth.ts';
import { conflict } from '../../http/admin-refusals.ts';
import { approvalRoles, requireRole } from '../../http/admin-roles.ts';
import { opsTx } from '../../http/admin-tx.ts';
import { approvalView } from '../../http/four-eyes.ts';
import { operatorCall, typed } from '../../http/schema.ts';

export default async function adminApprovalRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);

  api.get(
    '/approvals',
    { schema: operatorCall('待复核的大额操作', { query: ApprovalQuery, data: ApprovalList }) },
    async (request) => {
      const rows = await listApprovals(app.db, request.query.state ?? 'pending');
      return ok({ approvals: rows.map(approvalView) });
    },
  );

  api.post(
    '/approvals/:id/:action',
    { schema: operatorCall('复核大额操作（第二人批准或驳回）', { params: ApprovalParams, data: ApprovalView }) },
    async (request) => {
      const { id, action } = request.params;
      const decider = operatorOf(request);
      try {
        const row = await opsTx(request, async (q) => {
          const held = await lockForDecision(q, id, decider, action === 'approve');
          requireRole(request.operatorRole!, approvalRoles(held.kind));
          if (action === 'reject') return decideApproval(q, id, { state: 'rejected', by: decider, txId: null });
          const txId = await performApproved(q, held, decider);
          return decideApproval(q, id, { state: 'approved', by: decider, txId });
        });
        return ok(approvalView(row));
      } catch (error) {
        if (error instanceof DebitExceedsBalance)
          throw conflict(OPS_MESSAGES.debitExceedsBalance(formatCents(error.balance)));
        throw error;
      }
    },
  );
}
