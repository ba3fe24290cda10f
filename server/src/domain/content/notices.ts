/**
 * Notices: the home notice bar (/api/homenotice) and the notice centre (/api/noticeList).
 */
import type { WireNotice } from '../../../../contract/content/schemas.ts';
import type { Queryable } from '../../db/types.ts';
import { formatBeijing } from '../../lib/time.ts';
import type { PageRequest } from '../../lib/paginate.ts';
import { sanitiseRichHtml } from '../activities/html.ts';

export const HOME_NOTICE_LIMIT = 3;

/** Up to three titles, newest first: the legacy answer is a plain string array. */
export async function homeNotices(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ title: string }>(
    'SELECT title FROM notices WHERE state = 1 AND on_home ORDER BY created_at DESC, id DESC LIMIT $1',
    [HOME_NOTICE_LIMIT],
  );
  return rows.map((r) => r.title);
}

interface NoticeRow {
  id: number;
  type: number;
  title: string;
  content: string;
  created_at: Date;
  updated_at: Date;
}

export async function noticePage(q: Queryable, page: PageRequest): Promise<{ rows: WireNotice[]; total: number }> {
  const [count] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM notices WHERE state = 1');
  const rows = await q.query<NoticeRow>(
    `SELECT id, type, title, content, created_at, updated_at FROM notices WHERE state = 1
     ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [page.perPage, page.offset],
  );
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      content: sanitiseRichHtml(r.content),
      created_at: formatBeijing(r.created_at),
      updated_at: formatBeijing(r.updated_at),
    })),
  };
}

export interface NoticeInput {
  title: string;
  content: string;
  /** 1 通知, 2 活动, 3 公告. */
  type?: number;
  onHome?: boolean;
}

export async function publishNotice(q: Queryable, input: NoticeInput): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    'INSERT INTO notices (type, title, content, on_home) VALUES ($1, $2, $3, $4) RETURNING id',
    [input.type ?? 3, input.title, sanitiseRichHtml(input.content), input.onHome ?? false],
  );
  return row!.id;
}

export async function setNoticeState(q: Queryable, id: number, state: 0 | 1): Promise<boolean> {
  const rows = await q.query<{ id: number }>(
    'UPDATE notices SET state = $2, updated_at = now() WHERE id = $1 RETURNING id',
    [id, state],
  );
  return rows.length > 0;
}
