/**
 * Activities a member applies for, and the member's application log (routes/member/: behind the
 * member guard). The activity pages visitors see: routes/public/activities.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ACTIVITY_MESSAGES } from '../../../../contract/activities/rules.ts';
import { ActivityApplyBody, ApplyLogQuery, WireApplyRow } from '../../../../contract/activities/schemas.ts';
import { NoData, PaginatorOf } from '../../../../contract/common/schemas.ts';
import { applyForActivity, applyLog } from '../../domain/activities/applications.ts';
import { pageRequest, paginator } from '../../lib/paginate.ts';
import { requestOrigin, requestPath } from '../../lib/urls.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute, typed } from '../../http/schema.ts';

export default async function activityMemberRoutes(app: FastifyInstance): Promise<void> {
  const origin = (request: Parameters<typeof requestOrigin>[0]) => requestOrigin(request, app.config.publicUrl);

  for (const url of ['/api/doactivityapply', '/api/doactivity']) {
    typed(app).post(
      url,
      {
        schema: playerCall({
          tag: 'content',
          summary: '申请活动',
          description: `Success {200, "${ACTIVITY_MESSAGES.applied}", ""}; refusals are code 202 with the reason.`,
          input: ActivityApplyBody,
          data: NoData,
        }),
      },
      async (request) => {
        const activityId = request.body.activityid;
        const userId = memberOf(request).user.id;
        await app.db.tx((q) => applyForActivity(q, userId, activityId));
        return ok('', ACTIVITY_MESSAGES.applied);
      },
    );
  }

  // The legacy client calls /api/activityapplylog: the router is case-insensitive.
  readRoute(app, {
    url: '/api/activityApplyLog',
    schema: playerCall({
      tag: 'content',
      summary: '活动申请记录',
      input: ApplyLogQuery,
      data: PaginatorOf(WireApplyRow),
    }),
    handler: async (request) => {
      const page = pageRequest(request.body, ['limit', 'pagesize']);
      const { rows, total } = await applyLog(app.db, memberOf(request).user.id, {
        limit: page.perPage,
        offset: page.offset,
      });
      return ok(paginator(rows, total, page, `${origin(request)}${requestPath(request)}`));
    },
  });
}
