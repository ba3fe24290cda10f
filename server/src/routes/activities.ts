/**
 * Activities (docs/API.md#activities): types, the list and one activity are open to visitors;
 * applying and the application record need a member.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ACTIVITY_MESSAGES } from '../../../contract/activities/rules.ts';
import {
  ActivityApplyBody,
  ActivityIdQuery,
  ActivityListQuery,
  ApplyLogQuery,
  WireActivity,
  WireActivityDetail,
  WireActivityType,
  WireApplyRow,
} from '../../../contract/activities/schemas.ts';
import { NoData, PaginatorOf } from '../../../contract/common/schemas.ts';
import { applyForActivity, applyLog } from '../domain/activities/applications.ts';
import { activityPage, activityTypes, publishedActivity } from '../domain/activities/catalogue.ts';
import { pageRequest, paginator } from '../lib/paginate.ts';
import { requestOrigin, requestPath } from '../lib/urls.ts';
import { memberOf } from '../plugins/context.ts';
import { ok } from '../plugins/envelope.ts';
import { memberCall, publicCall, readRoute, typed } from './schema.ts';

export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const origin = (request: Parameters<typeof requestOrigin>[0]) => requestOrigin(request, app.config.publicUrl);

  readRoute(app, {
    url: '/api/activitytype',
    schema: publicCall({ tag: 'content', summary: '活动类型', data: Type.Array(WireActivityType) }),
    handler: async () => ok(await activityTypes(app.db)),
  });

  readRoute(app, {
    url: '/api/activitylist',
    schema: publicCall({
      tag: 'content',
      summary: '活动列表',
      input: ActivityListQuery,
      data: PaginatorOf(WireActivity),
    }),
    handler: async (request) => {
      const input = request.body;
      const page = pageRequest(input, ['pagesize', 'limit']);
      const { rows, total } = await activityPage(app.db, {
        type: input.type ?? 0,
        limit: page.perPage,
        offset: page.offset,
        origin: origin(request),
      });
      return ok(paginator(rows, total, page, `${origin(request)}${requestPath(request)}`));
    },
  });

  // The original spelling (sic) and the later one.
  for (const url of ['/api/activitydeatil', '/api/activitydetail']) {
    readRoute(app, {
      url,
      schema: publicCall({
        tag: 'content',
        summary: '活动详情',
        description: '`data` is null when there is no such published activity.',
        input: ActivityIdQuery,
        data: Type.Union([WireActivityDetail, Type.Null()]),
      }),
      handler: async (request) => ok(await publishedActivity(app.db, request.body.id, origin(request))),
    });
  }

  for (const url of ['/api/doactivityapply', '/api/doactivity']) {
    typed(app).post(
      url,
      {
        schema: memberCall({
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
    schema: memberCall({
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
