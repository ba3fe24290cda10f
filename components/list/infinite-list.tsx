'use client';
import clsx from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';
import type { SWRInfiniteResponse } from 'swr/infinite';
import { ApiError } from '@/lib/api/errors';
import { hasNextPage } from '@/lib/api/paging';
import type { Page } from '@/lib/api/types';
import type { PaintListPath } from '@/lib/router/paint-lists';
import { LIST_LOAD_OFFSET_PX } from '@/lib/constants';
import { useShownMessage } from '@/lib/text/message';
import * as t from '@/lib/text/zh-CN';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { PaintedList } from './painted-list';

export interface InfiniteListProps<Row> {
  /** The useSWRInfinite answer of a list built with lib/api/paging.ts's pageKey. */
  query: SWRInfiniteResponse<Page<Row>>;
  renderRow: (row: Row, index: number) => ReactNode;
  rowKey: (row: Row, index: number) => string | number;
  /** One row's skeleton, the size of a real row, repeated while the first page loads. */
  skeleton: ReactNode;
  skeletonCount?: number;
  emptyText?: string;
  /** Accessible name of the list. */
  label: string;
  className?: string;
  /** The route whose first paint may have drawn this list: its first loading state shows those rows (./painted-list.tsx). */
  painted?: PaintListPath;
}

/** The server's own words when it refused (through the message sink), else a generic failure (no answer at all). */
function useLoadErrorText(e: unknown, fallback: string = t.records.loadFailed): string {
  const shown = useShownMessage();
  return e instanceof ApiError && e.message ? shown(e.message) : fallback;
}

/** A read that failed with nothing to show: why, and a retry. Lists and single reads share it. */
export function LoadError({ error, onRetry, fallback }: { error: unknown; onRetry: () => void; fallback?: string }) {
  const text = useLoadErrorText(error, fallback);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <p className="text-body text-ink-muted">{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t.app.retry}
      </Button>
    </div>
  );
}

/**
 * A paged list that loads the next page when its end comes within 300 px of the viewport
 * (the scroll-load offset of docs/SCREENS.md#constants), until last_page (docs/API.md#paginator). Loading shows row skeletons, an
 * empty list 空空如也, a failure its message with a retry (what was loaded stays), the end
 * 没有更多了.
 */
export function InfiniteList<Row>({
  query,
  renderRow,
  rowKey,
  skeleton,
  skeletonCount = 6,
  emptyText,
  label,
  className,
  painted,
}: InfiniteListProps<Row>) {
  const { data, error, size, setSize, mutate } = query;
  const pages = data ?? [];
  const rows = pages.flatMap((p) => p.rows);
  const last = pages[pages.length - 1];
  // A requested page that has not arrived (and has not failed) is loading.
  const loadingMore = !error && size > pages.length;
  const more = hasNextPage(last);
  const canLoad = more && !loadingMore && !error;
  const loadMore = () => {
    if (canLoad) void setSize(pages.length + 1);
  };
  const sentinel = useLoadOnApproach(canLoad, pages.length, setSize);

  if (!data && !error) {
    const skeletons = (
      <ul aria-label={label} aria-busy className={clsx('flex flex-col', className)}>
        {/* Keys no row can have: a loaded row must be a new element, never a skeleton moved into
            its place (a row whose id is 5 took the sixth skeleton's node and moved it up, a layout shift). */}
        {Array.from({ length: skeletonCount }, (_, i) => (
          <li key={`skeleton-${i}`}>{skeleton}</li>
        ))}
      </ul>
    );
    return painted ? <PaintedList path={painted} skeleton={skeletons} /> : skeletons;
  }

  if (!data) return <LoadError error={error} onRetry={() => void mutate()} />;

  if (rows.length === 0) return <EmptyState text={emptyText} />;

  return (
    <>
      <ul aria-label={label} className={clsx('flex flex-col', className)}>
        {rows.map((row, i) => (
          <li key={rowKey(row, i)}>{renderRow(row, i)}</li>
        ))}
      </ul>
      <div ref={sentinel} className="flex min-h-touch items-center justify-center py-2 text-note text-ink-faint">
        <ListEnd
          error={error}
          loadingMore={loadingMore}
          more={more}
          onRetry={() => void setSize(pages.length + 1)}
          onLoadMore={loadMore}
        />
      </div>
    </>
  );
}

/**
 * Loads the next page when the returned sentinel comes within the scroll-load offset of the
 * viewport. A fresh observer per page count: it reports at once if the end is still in reach.
 */
function useLoadOnApproach(canLoad: boolean, loaded: number, setSize: (size: number) => unknown) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && void setSize(loaded + 1),
      {
        rootMargin: `0px 0px ${LIST_LOAD_OFFSET_PX}px 0px`,
      },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [canLoad, loaded, setSize]);
  return sentinel;
}

/** Under the rows: a failed page and its retry, the next page loading, 加载更多, or 没有更多了. */
function ListEnd({
  error,
  loadingMore,
  more,
  onRetry,
  onLoadMore,
}: {
  error: unknown;
  loadingMore: boolean;
  more: boolean;
  onRetry: () => void;
  onLoadMore: () => void;
}) {
  const errorText = useLoadErrorText(error);
  if (error)
    return (
      <button type="button" onClick={onRetry} className="min-h-touch px-4 text-danger">
        {errorText}
      </button>
    );
  if (loadingMore)
    return (
      <span className="flex items-center gap-2">
        <Spinner className="h-4 w-4" />
        {t.records.loadingMore}
      </span>
    );
  if (more)
    return (
      <button type="button" onClick={onLoadMore} className="min-h-touch px-4 text-ink-muted">
        {t.records.loadMore}
      </button>
    );
  return <span>{t.records.end}</span>;
}
