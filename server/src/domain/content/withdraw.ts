/** Withdrawing a published row of any content kind (the operator's one withdraw call). */
import type { Queryable } from '../../db/types.ts';
import { setArticleState } from './articles.ts';
import { setBannerState } from './banners.ts';
import { withdrawMessage } from './inbox.ts';
import { setNoticeState } from './notices.ts';

const WITHDRAW: Readonly<Record<string, (q: Queryable, id: number) => Promise<boolean>>> = {
  notices: (q, id) => setNoticeState(q, id, 0),
  banners: (q, id) => setBannerState(q, id, 0),
  articles: (q, id) => setArticleState(q, id, 0),
  messages: withdrawMessage,
};

/** null: not a content kind; false: no such row; true: withdrawn. */
export async function withdrawContent(q: Queryable, kind: string, id: number): Promise<boolean | null> {
  const withdraw = Object.hasOwn(WITHDRAW, kind) ? WITHDRAW[kind] : undefined;
  if (!withdraw) return null;
  return id > 0 ? withdraw(q, id) : false;
}
