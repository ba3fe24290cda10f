/**
 * Operator API for activities (under /admin, behind the operator token): create, publish and
 * withdraw activities; list, approve and reject applications. Real HTTP status codes: 400 bad
 * input, 404 unknown id, 409 already reviewed.
 */
import { operatorOf } from '../plugins/auth.ts';
import type { FastifyInstance } from 'fastify';
import {
  ActivityDraftBody,
  ActivityIdParams,
  ApplicationListQuery,
  ApplicationReviewBody,
  ApplicationReviewParams,
} from '../../../contract/activities/schemas.ts';
import { APPLY_STATE } from '../../../contract/activities/rules.ts';
import { approveApplication, listApplications, rejectApplication } from '../domain/activities/applications.ts';
import {
  ACTIVITY_STATE,
  allActivities,
  createActivity,
  setActivityState,
  type ActivityRow,
} from '../domain/activities/catalogue.ts';
import { parseDecimal } from '../lib/decimal.ts';
import { BizError } from '../lib/errors.ts';
import { posInt, readInput, str } from '../lib/input.ts';
import { formatCents, parseAmount } from '../lib/money.ts';
import { parseBeijingInput } from '../lib/beijing-input.ts';
import { formatBeijing } from '../lib/time.ts';
import { requireOperator } from '../plugins/auth.ts';
import { ok } from '../plugins/envelope.ts';
import { operatorCall, typed } from './schema.ts';

function bad(message: string): BizError {
  return new BizError(400, message, { status: 400 });
}

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

function optionalTime(value: unknown, key: string): Date | null {
  const text = str(value, 40);
  if (!text) return null;
  const date = parseBeijingInput(text);
  if (!date) throw bad(`${key} must be Beijing time YYYY-MM-DD[ HH:mm[:ss]]`);
  return date;
}

const REVIEW_FILTERS: Record<string, number | null> = {
  pending: APPLY_STATE.pending,
  approved: APPLY_STATE.approved,
  rejected: APPLY_STATE.rejected,
  all: null,
};

export async function adminActivityRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireOperator);
  const api = typed(app);

  api.get('/activities', { schema: operatorCall('活动列表') }, async () => ok((await allActivities(app.db)).map(view)));

  api.post('/activities', { schema: operatorCall('新建活动', { body: ActivityDraftBody }) }, async (request) => {
    const input = readInput(request);
    const bonusText = str(input.bonus, 20);
    const bonus = bonusText ? parseAmount(bonusText) : 0n;
    if (bonus === null) throw bad('bonus must be yuan with at most two decimals');
    const multipleText = str(input.turnover_multiple, 20);
    if (multipleText && !parseDecimal(multipleText, 2)) throw bad('turnover_multiple must be a decimal like 3 or 1.5');
    const row = await createActivity(app.db, {
      type: posInt(input.type, 0),
      title: str(input.title, 100),
      banner: str(input.banner, 500),
      content: str(input.content, 100_000),
      memo: str(input.memo, 100_000),
      canApply: str(input.can_apply, 2) !== '0',
      applyLimit: posInt(input.apply_limit, 1),
      bonus,
      turnoverMultiple: multipleText || null,
      startsAt: optionalTime(input.start_at, 'start_at'),
      endsAt: optionalTime(input.end_at, 'end_at'),
    });
    return ok(view(row));
  });

  for (const [action, state] of [
    ['publish', ACTIVITY_STATE.published],
    ['withdraw', ACTIVITY_STATE.withdrawn],
  ] as const) {
    api.post(
      `/activities/:id/${action}`,
      { schema: operatorCall(action === 'publish' ? '发布活动' : '下架活动', { params: ActivityIdParams }) },
      async (request) => ok(view(await setActivityState(app.db, posInt(request.params.id, 0), state))),
    );
  }

  api.get(
    '/activity-applications',
    { schema: operatorCall('活动申请', { query: ApplicationListQuery }) },
    async (request) => {
      const name = str(readInput(request).state, 20) || 'pending';
      if (!(name in REVIEW_FILTERS)) throw bad('state must be pending, approved, rejected or all');
      return ok(await listApplications(app.db, REVIEW_FILTERS[name]!));
    },
  );

  // approve pays the activity's bonus (if any) exactly once; reject records {reason}.
  api.post(
    '/activity-applications/:id/:action',
    { schema: operatorCall('审核活动申请', { params: ApplicationReviewParams, body: ApplicationReviewBody }) },
    async (request) => {
      const { action } = request.params;
      const id = posInt(request.params.id, 0);
      if (action !== 'approve' && action !== 'reject') throw new BizError(404, '接口不存在', { status: 404 });
      const reason = str(readInput(request).reason, 200);
      const actor = operatorOf(request);
      const result = await app.db.tx((q) =>
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
