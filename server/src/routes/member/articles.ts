/**
 * Help articles and the member inbox: /api/article (legacy), /api/articleList, /api/message,
 * /api/showmessage and /api/messageNum (reference-server calls, docs/API.md#inbox).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { PaginatorOf } from '../../../../contract/common/schemas.ts';
import {
  ArticleQuery,
  MessageIdQuery,
  PageQuery,
  WireArticle,
  WireArticleSummary,
  WireInboxMessage,
  WireUnread,
} from '../../../../contract/content/schemas.ts';
import { CONTENT_MESSAGES } from '../../../../contract/content/rules.ts';
import { articleOf, articleSummaries } from '../../domain/content/articles.ts';
import { inboxPage, openMessage, unreadCount } from '../../domain/content/inbox.ts';
import { refuse } from '../../lib/errors.ts';
import { pageRequest, paginator } from '../../lib/paginate.ts';
import { requestOrigin, requestPath } from '../../lib/urls.ts';
import { memberOf } from '../../plugins/app/context.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { memberCall, publicCall, readRoute } from '../../http/schema.ts';

export async function articleRoutes(app: FastifyInstance): Promise<void> {
  readRoute(app, {
    url: '/api/article',
    schema: publicCall({
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
    schema: publicCall({
      tag: 'content',
      summary: '帮助中心文章列表',
      description: 'Reference server: one row per category with a published article.',
      data: Type.Array(WireArticleSummary),
    }),
    handler: async () => ok(await articleSummaries(app.db)),
  });

  readRoute(app, {
    url: '/api/message',
    schema: memberCall({
      tag: 'content',
      summary: '站内信列表',
      description: 'The member inbox, newest first, with is_read and desc (first 20 characters).',
      input: PageQuery,
      data: PaginatorOf(WireInboxMessage),
    }),
    handler: async (request) => {
      const page = pageRequest(request.body, ['limit', 'pagesize']);
      const { rows, total } = await inboxPage(app.db, memberOf(request).user.id, page);
      const base = `${requestOrigin(request, app.config.publicUrl)}${requestPath(request)}`;
      return ok(paginator(rows, total, page, base));
    },
  });

  readRoute(app, {
    url: '/api/showmessage',
    schema: memberCall({
      tag: 'content',
      summary: '站内信详情（标记已读）',
      input: MessageIdQuery,
      data: WireInboxMessage,
    }),
    handler: async (request) => {
      const { id } = request.body;
      const message = id > 0 ? await openMessage(app.db, memberOf(request).user.id, id) : null;
      if (!message) throw refuse(404, CONTENT_MESSAGES.messageId);
      return ok(message);
    },
  });

  readRoute(app, {
    url: '/api/messageNum',
    schema: memberCall({ tag: 'content', summary: '未读站内信数', data: WireUnread }),
    handler: async (request) => {
      const data: WireUnread = { count: await unreadCount(app.db, memberOf(request).user.id) };
      return ok(data);
    },
  });
}
