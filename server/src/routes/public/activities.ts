/**
 * Activities (docs/API.md#activities): types, the list and one activity are open to visitors.
 * Applying and the application record need a member: routes/member/activities.ts.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  ActivityIdQuery,
  ActivityListQuery,
  WireActivity,
  WireActivityDetail,
  WireActivityType,
} from '../../../../contract/activities/schemas.ts';
import { PaginatorOf } from '../../../../contract/common/schemas.ts';
import { activityPage, activityTypes, publishedActivity } from '../../domain/activities/catalogue.ts';
import { pageRequest, paginator } from '../../lib/paginate.ts';
import { requestOrigin, requestPath } from '../../lib/urls.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute } from '../../http/schema.ts';

export default async function activityRoutes(app: FastifyInstance): Promise<void> {
  const origin = (request: Parameters<typeof requestOrigin>[0]) => requestOrigin(request, app.config.publicUrl);

  readRoute(app, {
    url: '/api/activitytype',
    schema: playerCall({ tag: 'content', summary: '活动类型', data: Type.Array(WireActivityType) }),
    handler: async () => ok(await activityTypes(app.db)),
  });

  readRoute(app, {
    url: '/api/activitylist',
    schema: playerCall({
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
      schema: playerCall({
        tag: 'content',
        summary: '活动详情',
        description: '`data` is null when there is no such published activity.',
        input: ActivityIdQuery,
        data: Type.Union([WireActivityDetail, Type.Null()]),
      }),
      handler: async (request) => ok(await publishedActivity(app.db, request.body.id, origin(request))),
    });
  }
}
