/**
 * The notice centre (routes/member/: behind the member guard). Banners and the notice bar:
 * routes/public/content.ts.
 */
import type { FastifyInstance } from 'fastify';
import { PaginatorOf } from '../../../../contract/common/schemas.ts';
import { PageQuery, WireNotice } from '../../../../contract/content/schemas.ts';
import { noticePage } from '../../domain/content/notices.ts';
import { paginator, pageRequest } from '../../lib/paginate.ts';
import { requestOrigin, requestPath } from '../../lib/urls.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute } from '../../http/schema.ts';

export default async function noticeRoutes(app: FastifyInstance): Promise<void> {
  // The legacy client calls /api/noticelist: the router is case-insensitive, so both spellings land here.
  readRoute(app, {
    url: '/api/noticeList',
    schema: playerCall({ tag: 'content', summary: '公告列表', input: PageQuery, data: PaginatorOf(WireNotice) }),
    handler: async (request) => {
      const page = pageRequest(request.body, ['limit', 'pagesize']);
      const { rows, total } = await noticePage(app.db, page);
      const base = `${requestOrigin(request, app.config.publicUrl)}${requestPath(request)}`;
      return ok(paginator(rows, total, page, base));
    },
  });
}
