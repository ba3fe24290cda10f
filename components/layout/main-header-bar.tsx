import type { ReactNode } from 'react';
import { Link } from '@/lib/router/link';
import { hrefTo } from '@/lib/router/queries';
import * as t from '@/lib/text/zh-CN';

export const HEADER_BAR_CLASS = 'sticky top-0 z-header bg-surface pt-safe-top shadow-card';
/**
 * A bar of three columns, the title centred in the middle one: each side (BAR_SIDE: the back arrow,
 * an action, the demo mark) is at least 88 px and as wide as what it holds, and a large text size
 * squeezes the title (an ellipsis), never the sides: the title moves off centre rather than under
 * a side.
 */
export const BAR_COLUMNS =
  'grid h-header grid-cols-[minmax(max-content,1fr)_auto_minmax(max-content,1fr)] items-center';
export const BAR_SIDE = 'row-start-1 flex h-header min-w-[88px] items-center';

/**
 * The main bar's look without its data: logo and site name (and `mark`, the demo mark, under it),
 * then `children` (member or visitor actions). The exported first screen draws it with the
 * build-time name and no mark, the live header with the operator's.
 */
export function MainHeaderBar({ title, mark, children }: { title: string; mark?: ReactNode; children: ReactNode }) {
  return (
    <header className={HEADER_BAR_CLASS}>
      {/*
        min-h, flex-wrap: at a large text size the site name and the actions (a whole balance) may take
        a line each, the actions to the right (no screen sticks under this bar).
      */}
      <div className="flex min-h-header flex-wrap items-center justify-between gap-x-2 pl-gutter pr-1">
        {/*
          No aria-label: the link is named by what it shows (the site name, and on the demo site the
          mark's label after it), so the visible text stays in the name (WCAG 2.5.3).
        */}
        <Link to="/" className="flex min-h-touch min-w-0 items-center gap-2">
          <span
            aria-hidden
            className="flex min-h-8 min-w-8 shrink-0 items-center justify-center rounded-control bg-brand text-note font-bold text-ink-inverse"
          >
            TG
          </span>
          {/*
            The operator's site name (site settings), in its own words in either build (docs/I18N.md).
            Never cut: it wraps, between words (a word longer than the bar only where it must).
          */}
          <span className="flex min-w-0 flex-col items-start">
            <span className="min-w-0 break-words text-title font-bold text-ink" data-operator-content data-site-name>
              {title}
            </span>
            {/* The demo mark under the name: its own line, so it takes nothing from the actions. */}
            {mark}
          </span>
        </Link>
        {children}
      </div>
    </header>
  );
}

export function VisitorActions() {
  return (
    <div className="ml-auto flex shrink-0 items-center gap-1 pr-2">
      <Link to="/login" className="flex min-h-touch items-center px-3 text-body font-medium text-brand">
        {t.auth.login}
      </Link>
      {/* A 44 px hit area around the smaller pill. */}
      <Link to={hrefTo('/login', { mode: 'register' })} className="flex min-h-touch items-center">
        <span className="flex min-h-9 items-center rounded-pill bg-brand px-4 text-body font-medium text-ink-inverse">
          {t.auth.register}
        </span>
      </Link>
    </div>
  );
}
