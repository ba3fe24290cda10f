/**
 * Home content: banners, the notice bar, the notice centre.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PaginatorOf } from '../../../../contract/common/schemas.ts';
import {
  BannerQuery,
  PageQuery,
  WireBanner,
  WireHomeNotices,
  WireNotice,
} from '../../../../contract/content/schemas.ts';
import { listBanners } from '../../domain/content/banners.ts';
import { homeNotices, noticePage } from '../../domain/content/notices.ts';
import { paginator, pageRequest } from '../../lib/paginate.ts';
import { requestOrigin, requestPath } from '../../lib/urls.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { memberCall, publicCall, readRoute } from '../../http/schema.ts';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  readRoute(app, {
    url: '/api/bannerList',
    schema: publicCall({ tag: 'content', summary: '轮播图', input: BannerQuery, data: Type.Array(WireBanner) }),
    handler: async (request) =>
      ok(await listBanners(app.db, request.body.type, requestOrigin(request, app.config.publicUrl))),
  });

  readRoute(app, {
    url: '/api/homenotice',
    schema: publicCall({ tag: 'content', summary: '首页公告', data: WireHomeNotices }),
    handler: async () => ok(await homeNotices(app.db)),
  });

  // The legacy client calls /api/noticelist: the router is case-insensitive, so both spellings land here.
  readRoute(app, {
    url: '/api/noticeList',
    schema: memberCall({ tag: 'content', summary: '公告列表', input: PageQuery, data: PaginatorOf(WireNotice) }),
    handler: async (request) => {
      const page = pageRequest(request.body, ['limit', 'pagesize']);
      const { rows, total } = await noticePage(app.db, page);
      const base = `${requestOrigin(request, app.config.publicUrl)}${requestPath(request)}`;
      return ok(paginator(rows, total, page, base));
    },
  });
}
