'use client';
import * as t from '@/lib/text/zh-CN';

/** The unread inbox count on an icon (mine tab, side menu); nothing at 0, 99+ above 99. */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="unread-badge"
      aria-label={t.content.unreadBadge(count)}
      className={`inline-flex min-h-4 min-w-4 items-center justify-center rounded-pill bg-danger px-1 text-caption font-semibold leading-none text-ink-inverse ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
