/**
 * Help articles (/api/article, /api/articleList) and their operator side (publish, withdraw).
 * Categories: 1 FAQ, 2 privacy, 3 disclaimer, 4 contact, 5 terms / agent programme, 6 privacy
 * policy, 7 about, 8 responsible gaming; the help centre lists whatever is published.
 */
import type { WireArticle, WireArticleSummary } from '../../../../contract/content/schemas.ts';
import type { Queryable } from '../../db/types.ts';
import { formatBeijing } from '../../lib/time.ts';
import { sanitiseRichHtml } from '../activities/html.ts';

interface ArticleRow {
  id: number;
  cateid: number;
  name: string;
  enname: string;
  content: string;
  sort: number;
  created_at: Date;
  updated_at: Date;
}

const toWire = (r: ArticleRow): WireArticle => ({
  id: r.id,
  name: r.name,
  enname: r.enname,
  cateid: r.cateid,
  content: sanitiseRichHtml(r.content),
  stor: r.sort,
  created_at: formatBeijing(r.created_at),
  updated_at: formatBeijing(r.updated_at),
});

/** The first published article of a category (legacy: `first()`), or null. */
export async function articleOf(q: Queryable, cateid: number): Promise<WireArticle | null> {
  const [row] = await q.query<ArticleRow>(
    'SELECT * FROM articles WHERE cateid = $1 AND state = 1 ORDER BY sort, id LIMIT 1',
    [cateid],
  );
  return row ? toWire(row) : null;
}

/** The help centre: the first published article of each category, by category. */
export async function articleSummaries(q: Queryable): Promise<WireArticleSummary[]> {
  return q.query<WireArticleSummary>(
    `SELECT DISTINCT ON (cateid) id, name, cateid::int AS cateid FROM articles WHERE state = 1
     ORDER BY cateid, sort, id`,
  );
}

export interface ArticleInput {
  cateid: number;
  name: string;
  content: string;
  sort?: number;
}

export async function publishArticle(q: Queryable, input: ArticleInput): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    'INSERT INTO articles (cateid, name, content, sort) VALUES ($1, $2, $3, $4) RETURNING id',
    [input.cateid, input.name, sanitiseRichHtml(input.content), input.sort ?? 0],
  );
  return row!.id;
}

/** false: no such article. */
export async function setArticleState(q: Queryable, id: number, state: 0 | 1): Promise<boolean> {
  const rows = await q.query<{ id: number }>(
    'UPDATE articles SET state = $2, updated_at = now() WHERE id = $1 RETURNING id',
    [id, state],
  );
  return rows.length > 0;
}
