'use client';
import { ArrowDownTrayIcon } from '@heroicons/react/24/outline';
import type { GuideMode } from '@/lib/home/popup-rules';
import * as t from '@/lib/text/zh-CN';
import { A2hsSteps } from './a2hs-steps';
import { Button } from '@/components/ui/button';
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
            <Button variant="ghost" size="sm" block onClick={onDismiss} className="mt-2 font-normal">
              {t.a2hs.later}
            </Button>
          </>
        ) : (
          <div className="mt-3 flex gap-2">
            <Button variant="ghost" onClick={onDismiss} className="flex-1 border border-line font-normal">
              {t.a2hs.later}
            </Button>
            <Button onClick={onInstall} className="flex-1 gap-1.5">
              <ArrowDownTrayIcon className="h-5 w-5" aria-hidden />
              {t.a2hs.install}
            </Button>
          </div>
        )}
      </div>
    </aside>
  );
}
