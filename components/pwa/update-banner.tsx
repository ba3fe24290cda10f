'use client';

import * as t from '@/lib/text/zh-CN';

/**
 * The "new version available" bar. Presentational only, so it can be tested and
 * reused without a service worker. Sits above the home indicator (safe-area inset).
 */
export function UpdateBanner({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-toast px-gutter pb-safe-bottom">
      <div
        role="status"
        aria-live="polite"
        data-testid="sw-update-banner"
        className="pointer-events-auto mx-auto mb-3 flex max-w-app items-center gap-3 rounded-card bg-surface-inverse px-4 py-2 text-ink-inverse shadow-raised"
      >
        <div className="min-w-0 flex-1">
          <p className="text-body font-semibold">{t.pwa.updateAvailable}</p>
          <p className="text-note opacity-75">{t.pwa.updateHint}</p>
        </div>
        <button
          type="button"
          onClick={onLater}
          className="min-h-touch min-w-touch shrink-0 rounded-control px-2 text-body opacity-75"
        >
          {t.pwa.later}
        </button>
        <button
          type="button"
          onClick={onReload}
          className="min-h-touch min-w-touch shrink-0 rounded-pill bg-brand px-4 text-body font-semibold text-ink-inverse"
        >
          {t.pwa.reload}
        </button>
      </div>
    </div>
  );
}
