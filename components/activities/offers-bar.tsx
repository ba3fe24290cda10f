'use client';
import { ClipboardDocumentListIcon } from '@heroicons/react/24/outline';
import { Link } from '@/lib/router/link';
import * as t from '@/lib/text/zh-CN';
import { DemoMark } from '@/components/layout/demo-mark';

/**
 * The bar of the offers tab (its route hides the shared header): the title and the way to the
 * member's application record (a visitor is sent to login by the guard).
 */
export function OffersBar() {
  return (
    <header className="sticky top-0 z-header -mt-safe-top bg-surface pt-safe-top shadow-card">
      {/* Three columns, the title centred: at a large text size the link wraps beside it, not over it. */}
      <div className="grid min-h-header grid-cols-[1fr_auto_1fr] items-center">
        <DemoMark className="col-start-1 row-start-1 ml-gutter justify-self-start" />
        <h1 className="col-start-2 row-start-1 text-title font-semibold">{t.activities.title}</h1>
        <Link
          to="/activityRecord"
          className="col-start-3 flex min-h-header items-center gap-1 justify-self-end px-3 text-note text-ink-muted"
        >
          <ClipboardDocumentListIcon className="h-5 w-5" aria-hidden />
          {t.activities.records}
        </Link>
      </div>
    </header>
  );
}
