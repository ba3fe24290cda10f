'use client';
import { useArticle } from '@/lib/api/articles';
import { formatBeijing } from '@/lib/time-format';
import * as t from '@/lib/text/zh-CN';
import { LoadError } from '@/components/list/infinite-list';
import { EmptyState } from '@/components/ui/empty-state';
import { RichText } from '@/components/ui/rich-text';
import { Skeleton } from '@/components/ui/skeleton';

/** Typography for operator HTML (headings, lists, links, images) within the card. */
const ARTICLE_HTML =
  'break-words text-body leading-relaxed text-ink [&_a]:text-info [&_a]:underline [&_h3]:mb-1 [&_h3]:mt-3 [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_li]:ml-5 [&_li]:list-disc [&_p]:mb-2';

/**
 * One article of a category (/api/article {type}): its title, time and the server's HTML through
 * RichText (sanitised). A category with no article says so; a failed read offers a retry.
 */
export function ArticleView({ type }: { type: number | null }) {
  const { data: article, error, mutate } = useArticle(type);
  if (type === null) return <EmptyState text={t.content.articleMissing} />;
  if (article === undefined && !error) {
    return (
      <div className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-card" aria-busy>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (article === undefined) {
    return <LoadError error={error} onRetry={() => void mutate()} fallback={t.content.articleFailed} />;
  }
  if (!article) return <EmptyState text={t.content.articleMissing} />;
  return (
    <article className="rounded-card bg-surface p-4 shadow-card" data-testid="article">
      <h2 className="text-title font-semibold text-ink">{article.title}</h2>
      {article.updatedAt !== null && (
        <p className="mt-1 text-caption text-ink-faint">{formatBeijing(article.updatedAt, 'YYYY-MM-DD HH:mm')}</p>
      )}
      <RichText html={article.html} className={`mt-3 ${ARTICLE_HTML}`} />
    </article>
  );
}
