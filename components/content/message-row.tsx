'use client';
import clsx from 'clsx';
import { ChevronRightIcon, EnvelopeIcon, EnvelopeOpenIcon, MegaphoneIcon } from '@heroicons/react/24/outline';
import type { MessageRow } from '@/lib/api/normalise/articles';
import { formatBeijing } from '@/lib/time-format';
import * as t from '@/lib/text/zh-CN';
import { Skeleton, SkeletonLine } from '@/components/ui/skeleton';

const when = (ms: number | null) => (ms === null ? '' : formatBeijing(ms, 'YYYY-MM-DD HH:mm'));

/** One notice or inbox message in the list: title, first line, time; unread ones marked. */
export function MessageRowButton({ row, onOpen }: { row: MessageRow; onOpen: (row: MessageRow) => void }) {
  const Icon = row.kind ? MegaphoneIcon : row.unread ? EnvelopeIcon : EnvelopeOpenIcon;
  return (
    <button
      type="button"
      onClick={() => onOpen(row)}
      className="flex min-h-touch w-full items-start gap-3 border-b border-line bg-surface px-4 py-3 text-left active:bg-surface-sunken"
    >
      <span className="relative mt-0.5 shrink-0">
        <Icon className={clsx('h-5 w-5', row.unread ? 'text-brand' : 'text-ink-faint')} aria-hidden />
        {row.unread && (
          <span className="absolute -right-0.5 -top-0.5 h-2 w-2 rounded-full bg-danger" aria-label={t.content.unread} />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          {row.kind > 0 && <span className="shrink-0 text-caption text-brand">{t.content.noticeKinds[row.kind]}</span>}
          <span className={clsx('truncate text-body', row.unread ? 'font-semibold text-ink' : 'text-ink')}>
            {row.title}
          </span>
        </span>
        <span className="mt-0.5 block truncate text-note text-ink-muted">{row.body}</span>
        <span className="mt-0.5 block text-caption text-ink-faint">{when(row.createdAt)}</span>
      </span>
      <ChevronRightIcon className="mt-1 h-4 w-4 shrink-0 text-ink-faint" aria-hidden />
    </button>
  );
}

/** MessageRowButton's box while loading: the same three lines, so the list does not move. */
export function MessageRowSkeleton() {
  return (
    <div className="flex min-h-touch items-start gap-3 border-b border-line bg-surface px-4 py-3">
      <Skeleton className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <SkeletonLine size="body" bar="w-2/3" />
        <SkeletonLine size="note" className="mt-0.5" />
        <SkeletonLine size="caption" bar="w-1/3" className="mt-0.5" />
      </div>
    </div>
  );
}

/** A message in full (plain text, never HTML). */
export function MessageBody({ row }: { row: MessageRow }) {
  return (
    <div className="px-5 pb-5">
      <p className="text-caption text-ink-faint">{when(row.createdAt)}</p>
      <p className="mt-2 whitespace-pre-wrap break-words text-body leading-relaxed text-ink">{row.body}</p>
    </div>
  );
}
