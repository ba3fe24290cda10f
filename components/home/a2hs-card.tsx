'use client';
import { ArrowDownTrayIcon } from '@heroicons/react/24/outline';
import type { GuideMode } from '@/lib/home/popup-rules';
import * as t from '@/lib/text/zh-CN';
import { A2hsSteps } from './a2hs-steps';
import { CloseButton } from '@/components/ui/close-button';

/** The guide's card above the tab bar (components/home/a2hs-guide.tsx decides whether it shows). */
export function A2hsCard({
  mode,
  onDismiss,
  onInstall,
}: {
  mode: Exclude<GuideMode, 'none'>;
  onDismiss: () => void;
  onInstall: () => void;
}) {
  return (
    <aside
      aria-label={t.a2hs.title}
      className="fixed inset-x-0 bottom-[calc(theme(spacing.tabbar)+env(safe-area-inset-bottom)+8px)] z-guide mx-auto max-w-app px-gutter"
    >
      <div className="relative rounded-card bg-surface p-3 shadow-raised">
        <div className="flex items-center gap-3 pr-8">
          <img src="/icons/icon-192.png" alt="" className="h-10 w-10 shrink-0 rounded-control" />
          <div className="min-w-0">
            <p className="text-body font-semibold text-ink">{t.a2hs.title}</p>
            <p className="truncate text-caption text-ink-muted">
              {mode === 'ios' ? t.a2hs.subtitle : t.a2hs.promptHint}
            </p>
          </div>
        </div>
        <CloseButton onClick={onDismiss} label={t.a2hs.close} className="absolute right-0 top-0 text-ink-faint" />
        {mode === 'ios' ? (
          <>
            <A2hsSteps className="mt-3" />
            <button
              type="button"
              onClick={onDismiss}
              className="mt-2 min-h-touch w-full rounded-control text-note text-ink-muted"
            >
              {t.a2hs.later}
            </button>
          </>
        ) : (
          <div className="mt-3 flex gap-2">
            <button
              type="button"
              onClick={onDismiss}
              className="min-h-touch flex-1 rounded-control border border-line text-body text-ink-muted"
            >
              {t.a2hs.later}
            </button>
            <button
              type="button"
              onClick={onInstall}
              className="flex min-h-touch flex-1 items-center justify-center gap-1.5 rounded-control bg-brand text-body font-medium text-ink-inverse"
            >
              <ArrowDownTrayIcon className="h-5 w-5" aria-hidden />
              {t.a2hs.install}
            </button>
          </div>
        )}
      </div>
    </aside>
  );
}
