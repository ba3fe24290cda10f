'use client';
import { ClipboardDocumentListIcon } from '@heroicons/react/24/outline';
import { Link } from '@/lib/router/link';
import * as t from '@/lib/text/zh-CN';

/**
 * The bar of the offers tab (its route hides the shared header): the title and the way to the
 * member's application record (a visitor is sent to login by the guard).
 */
export function OffersBar() {
  return (
    <header className="sticky top-0 z-header -mt-safe-top bg-surface pt-safe-top shadow-card">
      <div className="relative flex h-header items-center justify-center">
        <h1 className="text-title font-semibold">{t.activities.title}</h1>
        <Link
          to="/activityRecord"
          className="absolute right-0 top-0 flex h-header items-center gap-1 px-3 text-note text-ink-muted"
        >
          <ClipboardDocumentListIcon className="h-5 w-5" aria-hidden />
          {t.activities.records}
        </Link>
      </div>
    </header>
  );
}
