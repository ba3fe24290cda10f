/**
 * Help articles and the message centre (notices, inbox): wire rows into UI types, once.
 */
import { parseBeijing } from '@/lib/time';
import { int, isObject, str } from './scalars';
import type { WireArticle, WireArticleSummary, WireInboxMessage, WireNotice } from '@/contract/content/schemas';

export interface Article {
  id: number;
  category: number;
  title: string;
  /** Server HTML: shown only through RichText (sanitised). */
  html: string;
  /** Epoch ms, null when the server sent no time. */
  updatedAt: number | null;
}

export interface ArticleSummary {
  id: number;
  category: number;
  title: string;
}

/** One row of either message tab: a notice (公告) or an inbox message (站内信). */
export interface MessageRow {
  id: number;
  title: string;
  /** Plain text, shown as text (never HTML). */
  body: string;
  createdAt: number | null;
  /** Notices are never unread; inbox messages carry their read mark. */
  unread: boolean;
  /** The notice kind (1 通知, 2 活动, 3 公告); 0 for inbox messages. */
  kind: number;
}

/** null when the category has no article (`data: null`). */
export function toArticle(w: WireArticle | null | undefined): Article | null {
  if (!isObject(w)) return null;
  return {
    id: int(w.id),
    category: int(w.cateid),
    title: str(w.name),
    html: str(w.content),
    updatedAt: parseBeijing(w.updated_at ?? w.created_at),
  };
}

export const toArticleSummary = (w: WireArticleSummary): ArticleSummary => ({
  id: int(w.id),
  category: int(w.cateid),
  title: str(w.name),
});

export const toNoticeRow = (w: WireNotice): MessageRow => ({
  id: int(w.id),
  title: str(w.title),
  body: str(w.content),
  createdAt: parseBeijing(w.created_at),
  unread: false,
  kind: int(w.type, 3),
});

export const toInboxRow = (w: WireInboxMessage): MessageRow => ({
  id: int(w.id),
  title: str(w.title),
  body: str(w.content),
  createdAt: parseBeijing(w.created_at),
  unread: int(w.is_read, 1) === 0,
  kind: 0,
});

/** /api/messageNum → the unread count (0 for anything else). */
export function toUnread(w: unknown): number {
  return isObject(w) ? Math.max(0, int(w.count)) : 0;
}
