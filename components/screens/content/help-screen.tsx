'use client';
import { ChevronRightIcon, HeartIcon, QuestionMarkCircleIcon } from '@heroicons/react/24/outline';
import { useArticleList } from '@/lib/api/articles';
import { Link } from '@/lib/router/link';
import { hrefTo } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { LoadError } from '@/components/list/infinite-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';

/** The footer's way to /responsible, whatever the articles' state (the page works on every back end). */
function ResponsibleFooter() {
  return (
    <footer className="mt-3">
      <Link
        to="/responsible"
        className="flex min-h-touch items-center gap-3 rounded-card bg-surface px-4 py-3 text-body text-ink shadow-card active:bg-surface-sunken"
      >
        <HeartIcon className="h-5 w-5 shrink-0 text-brand" aria-hidden />
        <span className="flex-1">{t.routes.responsible}</span>
        <ChevronRightIcon className="h-4 w-4 text-ink-faint" aria-hidden />
      </Link>
    </footer>
  );
}

/**
 * /boutBallBet, 帮助中心 (docs/SCREENS.md#boutballbet): the published articles; a row opens
 * /boutBallBetInfo?type=N. The footer leads to 理性游戏.
 */
export default function HelpScreen(_: ScreenProps) {
  const { data, error, mutate } = useArticleList();
  return (
    <div className="p-gutter">
      {!data && !error ? (
        <ul className="overflow-hidden rounded-card bg-surface shadow-card" aria-busy>
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i} className="flex min-h-touch items-center border-b border-line px-4 py-3 last:border-b-0">
              <Skeleton className="h-4 w-1/2" />
            </li>
          ))}
        </ul>
      ) : !data ? (
        <LoadError error={error} onRetry={() => void mutate()} />
      ) : data.length === 0 ? (
        <EmptyState text={t.content.helpEmpty} />
      ) : (
        <ul aria-label={t.routes.boutBallBet} className="overflow-hidden rounded-card bg-surface shadow-card">
          {data.map((a) => (
            <li key={a.id} className="border-b border-line last:border-b-0">
              <Link
                to={hrefTo('/boutBallBetInfo', { article: a.category })}
                className="flex min-h-touch items-center gap-3 px-4 py-3 text-body text-ink active:bg-surface-sunken"
              >
                <QuestionMarkCircleIcon className="h-5 w-5 shrink-0 text-brand" aria-hidden />
                <span className="flex-1">{a.title}</span>
                <ChevronRightIcon className="h-4 w-4 text-ink-faint" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ResponsibleFooter />
    </div>
  );
}
