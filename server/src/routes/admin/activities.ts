/**
 * Operator API for activities: create, publish and withdraw activities; list, approve and reject
 * applications (an approval pays the bonus; the payment and its audit row share a transaction).
 * Real HTTP status codes: 400 bad input, 404 unknown id, 409 already reviewed.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_REFUSALS } from '../../../../contract/ops/messages.ts';
import { Type } from 'typebox';
import { ActivityView, ApplicationReviewed, ApplicationView } from '../../../../contract/ops/answers.ts';
import {
  ActivityDraftBody,
  ActivityIdParams,
  ApplicationReviewBody,
  ApplicationReviewParams,
  ReviewStateQuery,
} from '../../../../contract/ops/programme-schemas.ts';
import { APPLY_STATE } from '../../../../contract/activities/rules.ts';
import type { ReviewState } from '../../../../contract/ops/rules.ts';
import { approveApplication, listApplications, rejectApplication } from '../../domain/activities/applications.ts';
import {
  ACTIVITY_STATE,
  allActivities,
  createActivity,
  setActivityState,
  type ActivityRow,
} from '../../domain/activities/catalogue.ts';
import { formatCents, parseAmount } from '../../lib/money.ts';
import { parseBeijingInput } from '../../lib/beijing-input.ts';
import { formatBeijing } from '../../lib/time.ts';
import { operatorOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { refused } from '../../http/admin-refusals.ts';
import { opsTx } from '../../http/admin-tx.ts';
import { operatorCall, typed } from '../../http/schema.ts';

const STATE_NAMES = ['draft', 'published', 'withdrawn'] as const;

function view(row: ActivityRow) {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    state: STATE_NAMES[row.state] ?? String(row.state),
    can_apply: row.can_apply,
    apply_limit: row.apply_limit,
    bonus: formatCents(BigInt(row.bonus)),
    turnover_multiple: row.turnover_multiple,
    start_at: row.starts_at ? formatBeijing(row.starts_at) : null,
    end_at: row.ends_at ? formatBeijing(row.ends_at) : null,
  };
}

/** The schema checked the shape; a day that does not exist (2024-02-30) is refused here. */
function optionalTime(text: string | undefined, key: string): Date | null {
  if (!text) return null;
  const date = parseBeijingInput(text);
  if (!date) throw refused(OPS_REFUSALS.notBeijingTime(key));
  return date;
}

const REVIEW_FILTERS: Record<ReviewState, number | null> = {
  pending: APPLY_STATE.pending,
  approved: APPLY_STATE.approved,
  rejected: APPLY_STATE.rejected,
  all: null,
};

export default async function adminActivityRoutes(app: FastifyInstance): Promise<void> {
  activityRoutes(app);
  applicationRoutes(app);
}

/** Bonus activities: the list, a new one, publishing and withdrawing. */
function activityRoutes(app: FastifyInstance): void {
  const api = typed(app);
  api.get('/activities', { schema: operatorCall('活动列表', { data: Type.Array(ActivityView) }) }, async () =>
    ok((await allActivities(app.db)).map(view)),
  );

  api.post(
    '/activities',
    { schema: operatorCall('新建活动', { body: ActivityDraftBody, data: ActivityView }) },
    async (request) => {
      const b = request.body;
      const startsAt = optionalTime(b.start_at, 'start_at');
      const endsAt = optionalTime(b.end_at, 'end_at');
      const row = await opsTx(request, (q) =>
        createActivity(q, {
          type: b.type,
          title: b.title.trim(),
          banner: b.banner?.trim() ?? '',
          content: b.content ?? '',
          memo: b.memo ?? '',
          canApply: b.can_apply !== 0,
          applyLimit: b.apply_limit ?? 1,
          bonus: b.bonus === undefined ? 0n : parseAmount(b.bonus)!,
          turnoverMultiple: b.turnover_multiple ?? null,
          startsAt,
          endsAt,
        }),
      );
      return ok(view(row));
    },
  );

  for (const [action, state] of [
    ['publish', ACTIVITY_STATE.published],
    ['withdraw', ACTIVITY_STATE.withdrawn],
  ] as const) {
    api.post(
      `/activities/:id/${action}`,
      {
        schema: operatorCall(action === 'publish' ? '发布活动' : '下架活动', {
          params: ActivityIdParams,
          data: ActivityView,
        }),
      },
      async (request) => ok(view(await opsTx(request, (q) => setActivityState(q, request.params.id, state)))),
    );
  }
}

/** Members' applications for an activity, and their review (approval pays once). */
function applicationRoutes(app: FastifyInstance): void {
  const api = typed(app);
  api.get(
    '/activity-applications',
    { schema: operatorCall('活动申请', { query: ReviewStateQuery, data: Type.Array(ApplicationView) }) },
    async (request) => ok(await listApplications(app.db, REVIEW_FILTERS[request.query.state ?? 'pending'])),
  );

  // approve pays the activity's bonus (if any) exactly once; reject records the reason.
  api.post(
    '/activity-applications/:id/:action',
    {
      schema: operatorCall('审核活动申请', {
        params: ApplicationReviewParams,
        body: ApplicationReviewBody,
        data: ApplicationReviewed,
      }),
    },
    async (request) => {
      const { id, action } = request.params;
      const reason = request.body.reason?.trim() ?? '';
      const actor = operatorOf(request);
      const result = await opsTx(request, (q) =>
        action === 'approve' ? approveApplication(q, id, actor) : rejectApplication(q, id, actor, reason),
      );
      return ok({
        id: result.id,
        user_id: result.userId,
        state: action === 'approve' ? 'approved' : 'rejected',
        bonus: formatCents(result.bonus),
        balance: result.balance === null ? null : formatCents(result.balance),
      });
    },
  );
}
