/**
 * Operator content calls under /admin: publish and withdraw notices, banners and help articles,
 * send an inbox message to one member or to every member, set the app and discover links.
 * The schemas (contract/ops/programme-schemas.ts) check the shapes; what is left here are the
 * rules no schema states (where a picture may live, one recipient or all, rows that exist).
 */
import type { FastifyInstance } from 'fastify';
import { OPS_REFUSALS } from '../../../../contract/ops/messages.ts';
import { OPS_MESSAGES } from '../../../../contract/ops/rules.ts';
import { ContentWithdrawn, MessageSent, Published, SettingAnswer } from '../../../../contract/ops/answers.ts';
import {
  AppSettingBody,
  ArticleBody,
  BannerBody,
  ContentParams,
  InboxBody,
  NoticeBody,
} from '../../../../contract/ops/programme-schemas.ts';
import { findUserByName } from '../../domain/accounts/users.ts';
import { setSettings } from '../../domain/site/settings.ts';
import { publishArticle } from '../../domain/content/articles.ts';
import { publishBanner } from '../../domain/content/banners.ts';
import { sendMessage } from '../../domain/content/inbox.ts';
import { publishNotice } from '../../domain/content/notices.ts';
import { withdrawContent } from '../../domain/content/withdraw.ts';
import { ok } from '../../http/answer.ts';
import { notFound, refused } from '../../http/admin-refusals.ts';
import { opsTx } from '../../http/admin-tx.ts';
import { operatorCall, typed } from '../../http/schema.ts';

/** An image under /uploads/ (no way out of it) or an absolute https URL. */
function imagePath(image: string): string {
  const path = image.trim();
  if (/^https:\/\//i.test(path)) return path;
  if (!path || path.includes('..') || path.startsWith('/') || !/^[\w./-]+$/.test(path))
    throw refused(OPS_REFUSALS.imagePath);
  return path;
}

export default async function adminContentRoutes(app: FastifyInstance): Promise<void> {
  settingRoutes(app);
  publishingRoutes(app);
}

/** The app's download and discover-page links. */
function settingRoutes(app: FastifyInstance): void {
  const api = typed(app);
  api.post(
    '/app-settings',
    { schema: operatorCall('APP下载与发现页链接', { body: AppSettingBody, data: SettingAnswer }) },
    async (request) => {
      const { key } = request.body;
      const value = request.body.value.trim();
      // The QR is a picture under /uploads/; the others are links players open.
      if (value && key === 'ios_download_qrcode') imagePath(value);
      else if (value && !/^https?:\/\//i.test(value)) throw refused(OPS_MESSAGES.url);
      await opsTx(request, (q) => setSettings(q, { [key]: value }));
      return ok({ key, value });
    },
  );
}

/** Notices, banners, articles and inbox messages, and withdrawing any of them. */
function publishingRoutes(app: FastifyInstance): void {
  const api = typed(app);
  api.post('/notices', { schema: operatorCall('发布公告', { body: NoticeBody, data: Published }) }, async (request) => {
    const { title, content, type = 3, on_home = false } = request.body;
    const id = await opsTx(request, (q) =>
      publishNotice(q, { title: title.trim(), content: content.trim(), type, onHome: on_home }),
    );
    return ok({ id });
  });

  api.post(
    '/banners',
    { schema: operatorCall('发布轮播图', { body: BannerBody, data: Published }) },
    async (request) => {
      const { title } = request.body;
      const url = request.body.url?.trim() ?? '';
      if (url && !/^https?:\/\/|^\//i.test(url)) throw refused(OPS_MESSAGES.link);
      const image = imagePath(request.body.image);
      const id = await opsTx(request, (q) => publishBanner(q, { image, title: title.trim(), url: url || null }));
      return ok({ id });
    },
  );

  api.post(
    '/articles',
    { schema: operatorCall('发布文章', { body: ArticleBody, data: Published }) },
    async (request) => {
      const { cateid, name, content } = request.body;
      const id = await opsTx(request, (q) => publishArticle(q, { cateid, name: name.trim(), content: content.trim() }));
      return ok({ id });
    },
  );

  api.post(
    '/messages',
    { schema: operatorCall('发送站内信', { body: InboxBody, data: MessageSent }) },
    async (request) => {
      const { username, all = false, title, content } = request.body;
      if (all === Boolean(username)) throw refused(OPS_REFUSALS.inboxTarget);
      const id = await opsTx(request, async (q) => {
        let userId: number | null = null;
        if (username) {
          const user = await findUserByName(q, username);
          if (!user) throw notFound(OPS_REFUSALS.noMember);
          userId = user.id;
        }
        return sendMessage(q, { userId, title: title.trim(), content: content.trim() });
      });
      return ok({ id, to: all ? 'all' : username });
    },
  );

  api.post(
    '/content/:kind/:id/withdraw',
    { schema: operatorCall('撤下公告 / 轮播图 / 文章 / 站内信', { params: ContentParams, data: ContentWithdrawn }) },
    async (request) => {
      const { kind, id } = request.params;
      await opsTx(request, async (q) => {
        if (!(await withdrawContent(q, kind, id))) throw notFound(OPS_REFUSALS.noContent);
      });
      return ok({ kind, id, state: 'withdrawn' });
    },
  );
}
