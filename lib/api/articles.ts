/** Help articles: the help centre list (/api/articleList) and one article (/api/article {type}). */
import useSWR, { mutate } from 'swr';
import { EXTENSIONS, useExtension } from './backend';
import { read } from './read';
import { toArticle, toArticleSummary, type Article, type ArticleSummary } from './normalise/articles';
import { toList } from './normalise/scalars';
import type { WireArticle, WireArticleSummary } from '@/contract/content/schemas';

export const ARTICLE_PATH = '/api/article';
export const ARTICLE_LIST_PATH = '/api/articleList';

/**
 * The article categories (`cateid`) a client knows (docs/API.md#article): 1 FAQ, 3 disclaimer,
 * 4 contact, 5 terms and agent programme, 6 privacy, 7 about, 8 responsible gaming.
 */
export const HELP_CATEGORIES = [1, 3, 4, 5, 6, 7, 8] as const;

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

/**
 * The list without /api/articleList (legacy back ends have no list call): each known category's
 * article, those the server has (null = left out), in category order. The articles read on the
 * way are kept for their own screen, so opening one asks nothing more.
 */
async function articlesByCategory(): Promise<ArticleSummary[]> {
  const found = await Promise.all(HELP_CATEGORIES.map((type) => fetchArticle(type)));
  return found.flatMap((article, i) => {
    if (!article) return [];
    void mutate([ARTICLE_PATH, HELP_CATEGORIES[i]], article, { revalidate: false });
    return [{ id: article.id, category: article.category || HELP_CATEGORIES[i]!, title: article.title }];
  });
}

async function fetchArticleList(): Promise<ArticleSummary[]> {
  return toList<WireArticleSummary, ArticleSummary>(await read(ARTICLE_LIST_PATH, {}), toArticleSummary);
}

/** The help centre's list; nothing is asked until the back end is known (the screen shows its skeleton). */
export function useArticleList() {
  const hasList = useExtension(EXTENSIONS.articleList);
  return useSWR<ArticleSummary[]>(
    hasList === undefined ? null : [ARTICLE_LIST_PATH, hasList],
    () => (hasList ? fetchArticleList() : articlesByCategory()),
    { revalidateOnFocus: false },
  );
}
