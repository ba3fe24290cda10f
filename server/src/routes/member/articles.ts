/**
 * The member inbox: /api/message, /api/showmessage and /api/messageNum (reference-server calls,
 * docs/API.md#inbox). Help articles (/api/article, /api/articleList): routes/public/articles.ts.
 */
import type { FastifyInstance } from 'fastify';
import { PaginatorOf } from '../../../../contract/common/schemas.ts';
import { MessageIdQuery, PageQuery, WireInboxMessage, WireUnread } from '../../../../contract/content/schemas.ts';
import { CONTENT_MESSAGES } from '../../../../contract/content/rules.ts';
import { inboxPage, openMessage, unreadCount } from '../../domain/content/inbox.ts';
import { refuse } from '../../lib/errors.ts';
import { pageRequest, paginator } from '../../lib/paginate.ts';
import { requestOrigin, requestPath } from '../../lib/urls.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute } from '../../http/schema.ts';

export default async function articleRoutes(app: FastifyInstance): Promise<void> {
  readRoute(app, {
    url: '/api/message',
    schema: playerCall({
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
    schema: playerCall({
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
    schema: playerCall({ tag: 'content', summary: '未读站内信数', data: WireUnread }),
    handler: async (request) => {
      const data: WireUnread = { count: await unreadCount(app.db, memberOf(request).user.id) };
      return ok(data);
    },
  });
}
