/** Help articles: the help centre list (/api/articleList) and one article (/api/article {type}). */
import useSWR from 'swr';
import { read } from './read';
import { toArticle, toArticleSummary, type Article, type ArticleSummary } from './normalise/articles';
import { toList } from './normalise/scalars';
import type { WireArticle, WireArticleSummary } from '@/contract/content/schemas';

export const ARTICLE_PATH = '/api/article';
export const ARTICLE_LIST_PATH = '/api/articleList';

/** null: the category has no published article. */
export async function fetchArticle(type: number): Promise<Article | null> {
  return toArticle(await read<WireArticle | null>(ARTICLE_PATH, { type }));
}

/** One article by category; no call for a missing category (null). */
export function useArticle(type: number | null) {
  return useSWR<Article | null>(type === null ? null : [ARTICLE_PATH, type], () => fetchArticle(type ?? 0), {
    revalidateOnFocus: false,
  });
}

export async function fetchArticleList(): Promise<ArticleSummary[]> {
  return toList<WireArticleSummary, ArticleSummary>(await read(ARTICLE_LIST_PATH, {}), toArticleSummary);
}

export function useArticleList() {
  return useSWR<ArticleSummary[]>(ARTICLE_LIST_PATH, fetchArticleList, { revalidateOnFocus: false });
}
