/**
 * Operator API for the invite rewards the duplicate-account checks held (domain/referrals/review.ts):
 * the list (held ones by default) and the decision on each, pay or refuse.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { InviteReviewed, InviteReviewRow } from '../../../../contract/ops/answers.ts';
import { InviteReviewParams, ReviewStateQuery } from '../../../../contract/ops/programme-schemas.ts';
import type { ReviewState } from '../../../../contract/ops/rules.ts';
import { INVITE_STATE, type InviteState } from '../../domain/referrals/evidence.ts';
import { listInviteReviews, reviewInvite } from '../../domain/referrals/review.ts';
import { operatorOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { opsTx } from '../../http/admin-tx.ts';
import { operatorCall, typed } from '../../http/schema.ts';

const FILTERS: Record<ReviewState, InviteState | null> = {
  pending: INVITE_STATE.held,
  approved: INVITE_STATE.paid,
  rejected: INVITE_STATE.refused,
  all: null,
};

export default async function adminInviteReviewRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);

  api.get(
    '/invite-reviews',
    { schema: operatorCall('邀请礼金审核', { query: ReviewStateQuery, data: Type.Array(InviteReviewRow) }) },
    async (request) => ok(await listInviteReviews(app.db, FILTERS[request.query.state ?? 'pending'])),
  );

  api.post(
    '/invite-reviews/:id/:action',
    { schema: operatorCall('审核邀请礼金', { params: InviteReviewParams, data: InviteReviewed }) },
    async (request) => {
      const { id, action } = request.params;
      return ok(await opsTx(request, (q) => reviewInvite(q, id, action, operatorOf(request))));
    },
  );
}
