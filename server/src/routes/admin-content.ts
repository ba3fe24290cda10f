/**
 * Operator content calls under /admin: publish and withdraw notices, banners and help articles,
 * send an inbox message to one member or to every member. Refusals are 400/404 with a message
 * the ops CLI prints as is.
 */
import type { FastifyInstance } from 'fastify';
import {
  AppSettingBody,
  ArticleBody,
  BannerBody,
  ContentParams,
  InboxBody,
  NoticeBody,
} from '../../../contract/content/schemas.ts';
import { CONTENT_LIMITS } from '../../../contract/content/rules.ts';
import { findUserByName } from '../domain/accounts/users.ts';
import { setSettings } from '../domain/site/settings.ts';
import { publishArticle } from '../domain/content/articles.ts';
import { publishBanner } from '../domain/content/banners.ts';
import { sendMessage } from '../domain/content/inbox.ts';
import { publishNotice } from '../domain/content/notices.ts';
import { withdrawContent } from '../domain/content/withdraw.ts';
import { BizError } from '../lib/errors.ts';
import { posInt, raw, readInput, str, type Input } from '../lib/input.ts';
import { ok } from '../plugins/envelope.ts';
import { operatorCall, typed } from './schema.ts';

const bad = (message: string) => new BizError(400, message, { status: 400 });
const notFound = (message: string) => new BizError(404, message, { status: 404 });

function required(input: Input, key: string, max: number): string {
  const value = raw(input[key]).trim();
  if (!value) throw bad(`${key} is required`);
  if (value.length > max) throw bad(`${key} must be at most ${max} characters`);
  return value;
}
const title = (input: Input, key = 'title') => required(input, key, CONTENT_LIMITS.titleMax);
const body = (input: Input) => required(input, 'content', CONTENT_LIMITS.contentMax);
const yes = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** An image under /uploads/ (no way out of it) or an absolute https URL. */
function imagePath(input: Input): string {
  const image = required(input, 'image', 500);
  if (/^https:\/\//i.test(image)) return image;
  if (image.includes('..') || image.startsWith('/') || !/^[\w./-]+$/.test(image))
    throw bad('image must be a path under /uploads/ or an https URL');
  return image;
}

/** The app-download, discover and sponsor links operators set here (the rest of the settings have their own calls). */
const APP_LINK_KEYS = [
  'ios_download_url',
  'ios_download_qrcode',
  'android_download_url',
  'h5_url',
  'big_stage_url',
  'sponsor_url_1',
  'sponsor_url_2',
] as const;
type AppLinkKey = (typeof APP_LINK_KEYS)[number];

export async function adminContentRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);

  api.post(
    '/app-settings',
    { schema: operatorCall('APP下载与发现页链接', { body: AppSettingBody }) },
    async (request) => {
      const input = readInput(request);
      const key = str(input.key, 40) as AppLinkKey;
      if (!APP_LINK_KEYS.includes(key)) throw bad(`key must be one of ${APP_LINK_KEYS.join(', ')}`);
      const value = raw(input.value).trim();
      if (value.length > 500) throw bad('value must be at most 500 characters');
      // The QR is a picture under /uploads/; the others are links players open.
      if (value && key === 'ios_download_qrcode') imagePath({ image: value });
      else if (value && !/^https?:\/\//i.test(value)) throw bad('value must be an http(s) URL');
      await setSettings(app.db, { [key]: value });
      return ok({ key, value });
    },
  );

  api.post('/notices', { schema: operatorCall('发布公告', { body: NoticeBody }) }, async (request) => {
    const input = readInput(request);
    const type = posInt(input.type, 3);
    if (![1, 2, 3].includes(type)) throw bad('type must be 1, 2 or 3');
    const id = await publishNotice(app.db, {
      title: title(input),
      content: body(input),
      type,
      onHome: yes(input.on_home),
    });
    return ok({ id });
  });

  api.post('/banners', { schema: operatorCall('发布轮播图', { body: BannerBody }) }, async (request) => {
    const input = readInput(request);
    const url = str(input.url, 500);
    if (url && !/^https?:\/\/|^\//i.test(url)) throw bad('url must be an http(s) URL or an in-app path');
    const id = await publishBanner(app.db, { image: imagePath(input), title: title(input), url: url || null });
    return ok({ id });
  });

  api.post('/articles', { schema: operatorCall('发布文章', { body: ArticleBody }) }, async (request) => {
    const input = readInput(request);
    const cateid = posInt(input.cateid, 0);
    if (cateid <= 0 || cateid > 99) throw bad('cateid must be a category number from 1 to 99');
    const id = await publishArticle(app.db, { cateid, name: title(input, 'name'), content: body(input) });
    return ok({ id });
  });

  api.post('/messages', { schema: operatorCall('发送站内信', { body: InboxBody }) }, async (request) => {
    const input = readInput(request);
    const all = yes(input.all);
    const username = str(input.username, 64);
    if (all === Boolean(username)) throw bad('give either username or all=true');
    let userId: number | null = null;
    if (!all) {
      const user = await findUserByName(app.db, username);
      if (!user) throw notFound('no such user');
      userId = user.id;
    }
    const id = await sendMessage(app.db, { userId, title: title(input), content: body(input) });
    return ok({ id, to: all ? 'all' : username });
  });

  api.post(
    '/content/:kind/:id/withdraw',
    { schema: operatorCall('撤下公告 / 轮播图 / 文章 / 站内信', { params: ContentParams }) },
    async (request) => {
      const id = posInt(request.params.id, 0);
      const done = await withdrawContent(app.db, request.params.kind, id);
      if (done === null) throw bad('kind must be notices, banners, articles or messages');
      if (!done) throw notFound(`no such ${request.params.kind} row`);
      return ok({ kind: request.params.kind, id, state: 'withdrawn' });
    },
  );
}
