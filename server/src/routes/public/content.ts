/**
 * Home content: banners and the notice bar. The notice centre: routes/member/content.ts.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { BannerQuery, WireBanner, WireHomeNotices } from '../../../../contract/content/schemas.ts';
import { listBanners } from '../../domain/content/banners.ts';
import { homeNotices } from '../../domain/content/notices.ts';
import { requestOrigin } from '../../lib/urls.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute } from '../../http/schema.ts';

export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  readRoute(app, {
    url: '/api/bannerList',
    schema: playerCall({ tag: 'content', summary: '轮播图', input: BannerQuery, data: Type.Array(WireBanner) }),
    handler: async (request) =>
      ok(await listBanners(app.db, request.body.type, requestOrigin(request, app.config.publicUrl))),
  });

  readRoute(app, {
    url: '/api/homenotice',
    schema: playerCall({ tag: 'content', summary: '首页公告', data: WireHomeNotices }),
    handler: async () => ok(await homeNotices(app.db)),
  });
}
