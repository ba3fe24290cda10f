/**
 * Articles (help pages, the agreement) anyone may read. The member's inbox: routes/member/articles.ts.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ArticleQuery, WireArticle, WireArticleSummary } from '../../../../contract/content/schemas.ts';
import { articleOf, articleSummaries } from '../../domain/content/articles.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute } from '../../http/schema.ts';

export default async function articleRoutes(app: FastifyInstance): Promise<void> {
  readRoute(app, {
    url: '/api/article',
    schema: playerCall({
      tag: 'content',
      summary: '文章（帮助、条款、隐私、代理计划）',
      description: 'The first published article of category `type`; data null when there is none.',
      input: ArticleQuery,
      data: Type.Union([WireArticle, Type.Null()]),
    }),
    handler: async (request) => ok(await articleOf(app.db, request.body.type)),
  });

  readRoute(app, {
    url: '/api/articleList',
    schema: playerCall({
      tag: 'content',
      summary: '帮助中心文章列表',
      description: 'Reference server: one row per category with a published article.',
      data: Type.Array(WireArticleSummary),
    }),
    handler: async () => ok(await articleSummaries(app.db)),
  });
}
