'use client';
import { CheckCircleIcon, MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import type { SWRInfiniteResponse } from 'swr/infinite';
import type { Downline } from '@/lib/api/downline';
import type { Page } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';
import { formatBeijing } from '@/lib/time-format';
import { InfiniteList } from '@/components/list/infinite-list';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';

const D = t.downline;
const ROW = 'flex min-h-touch w-full items-center justify-between gap-3 border-b border-line px-1 py-2 text-left';

/**
 * The direct downline to choose from: a name search and the list (paged as it scrolls). The
 * chosen member is marked; the search is the caller's, so the list it shows is the caller's too.
 */
export function DownlinePicker({
  search,
  onSearch,
  query,
  selected,
  onSelect,
  invalid,
}: {
  search: string;
  onSearch: (text: string) => void;
  query: SWRInfiniteResponse<Page<Downline>>;
  selected: string;
  onSelect: (username: string) => void;
  invalid: boolean;
}) {
  return (
    <section className={clsx('rounded-card bg-surface px-4 pb-2 shadow-card', invalid && 'ring-2 ring-brand')}>
      <h2 className="pt-3 text-note text-ink-muted">{D.chooseMember}</h2>
      <TextField
        label={D.search}
        value={search}
        onChange={onSearch}
        placeholder={D.searchPlaceholder}
        icon={<MagnifyingGlassIcon className="h-5 w-5" aria-hidden />}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
      />
      <div className="max-h-72 overflow-y-auto">
        <InfiniteList
          label={D.listLabel}
          query={query}
          emptyText={D.noMatch}
          skeletonCount={3}
          rowKey={(r) => r.id}
          skeleton={<RowSkeleton />}
          renderRow={(r) => (
            <button
              type="button"
              className={ROW}
              aria-pressed={r.username === selected}
              onClick={() => onSelect(r.username)}
            >
              <span className="flex min-w-0 flex-col">
                <span className="truncate text-body font-medium text-ink">{r.username}</span>
                {r.createdAt !== null && (
                  <span className="font-num text-caption text-ink-faint">
                    {D.registeredAt(formatBeijing(r.createdAt))}
                  </span>
                )}
              </span>
              {r.username === selected && (
                <CheckCircleIcon className="h-6 w-6 shrink-0 text-brand" aria-label={D.picked} />
              )}
            </button>
          )}
        />
      </div>
    </section>
  );
}

function RowSkeleton() {
  return (
    <div className={ROW}>
      <span className="flex flex-col gap-1.5">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-3 w-40" />
      </span>
    </div>
  );
}
