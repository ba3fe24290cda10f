/**
 * Home content: banners, the notice bar, the notice centre.
 */
import type { FastifyInstance } from 'fastify';
import { listBanners } from '../domain/content/banners.ts';
import { homeNotices, noticePage } from '../domain/content/notices.ts';
import { posInt, readInput } from '../lib/input.ts';
import { paginator, readPage } from '../lib/paginate.ts';
import { requestOrigin, requestPath } from '../lib/urls.ts';
import { ok } from '../plugins/envelope.ts';
import { requireMember } from '../plugins/auth.ts';

const READ = ['GET', 'POST'] as const;

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    method: [...READ],
    url: '/api/bannerList',
    handler: async (request) => {
      const type = posInt(readInput(request).type, 2);
      return ok(await listBanners(app.db, type, requestOrigin(request, app.config.publicUrl)));
    },
  });

  app.route({
    method: [...READ],
    url: '/api/homenotice',
    handler: async () => ok(await homeNotices(app.db)),
  });

  // The legacy client calls /api/noticelist: the router is case-insensitive, so both spellings land here.
  app.route({
    method: [...READ],
    url: '/api/noticeList',
    preHandler: requireMember,
    handler: async (request) => {
      const page = readPage(readInput(request), ['limit', 'pagesize']);
      const { rows, total } = await noticePage(app.db, page);
      const base = `${requestOrigin(request, app.config.publicUrl)}${requestPath(request)}`;
      return ok(paginator(rows, total, page, base));
    },
  });
}
