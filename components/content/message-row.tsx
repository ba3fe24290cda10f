'use client';
import clsx from 'clsx';
import { ChevronRightIcon, EnvelopeIcon, EnvelopeOpenIcon, MegaphoneIcon } from '@heroicons/react/24/outline';
import type { MessageRow } from '@/lib/api/normalise/articles';
import { formatBeijing } from '@/lib/time-format';
import * as t from '@/lib/text/zh-CN';
import { Skeleton } from '@/components/ui/skeleton';

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

export function MessageRowSkeleton() {
  return (
    <div className="flex gap-3 border-b border-line bg-surface px-4 py-3">
      <Skeleton className="h-5 w-5" />
      <div className="flex flex-1 flex-col gap-1.5">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-1/3" />
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
