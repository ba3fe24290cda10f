'use client';
import { ChevronRightIcon } from '@heroicons/react/24/outline';
import type { Icon } from '@/components/ui/shortcut-icon';
import { Link } from '@/lib/router/link';

/** A large tappable entry of the discover and sponsor lists: icon, title, one line, chevron. */
export function EntryCard({ to, icon: Glyph, title, hint }: { to: string; icon: Icon; title: string; hint: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-touch items-center gap-3 rounded-card bg-surface p-4 shadow-card active:bg-surface-sunken"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-pill bg-brand-soft text-brand">
        <Glyph className="h-6 w-6" aria-hidden />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-title font-semibold text-ink">{title}</span>
        <span className="truncate text-note text-ink-muted">{hint}</span>
      </span>
      <ChevronRightIcon className="h-5 w-5 shrink-0 text-ink-faint" aria-hidden />
    </Link>
  );
}
