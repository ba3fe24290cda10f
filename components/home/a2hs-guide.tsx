'use client';
import { ArrowDownTrayIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { useState, type ReactNode } from 'react';
import { useInstallPrompt } from '@/components/pwa/use-install-prompt';
import { currentIsIosSafari } from '@/lib/home/platform';
import { shouldShowGuide, type GuideMode } from '@/lib/home/popup-rules';
import { KEYS, readString, writeString } from '@/lib/storage';
import * as t from '@/lib/text/zh-CN';
import { beijingToday } from '@/lib/time';
import { useHydrated } from '@/lib/use-hydrated';
import { AddStepArt, DoneStepArt, ShareStepArt } from './a2hs-illustrations';

/**
 * The add-to-home-screen guide (docs/SCREENS.md#pwa-install), above the tab bar: Safari's three manual steps
 * on iOS, the browser's own install dialog where `beforeinstallprompt` fired, and
 * nothing when already installed. Dismissal stores the Beijing date (see
 * GUIDE_SNOOZE_DAYS). `enabled` holds it back until the system popup is closed.
 */
export function A2hsGuide({ enabled }: { enabled: boolean }) {
  const { canInstall, standalone, promptInstall } = useInstallPrompt();
  // Read on the client only: the exported HTML has no navigator or storage.
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);

  if (!enabled || !hydrated || closed) return null;
  const mode: GuideMode = currentIsIosSafari() ? 'ios' : canInstall ? 'prompt' : 'none';
  if (!shouldShowGuide({ standalone, mode, dismissedDate: readString(KEYS.guideDate) })) return null;

  const dismiss = () => {
    writeString(KEYS.guideDate, beijingToday());
    setClosed(true);
  };
  const install = async () => {
    const outcome = await promptInstall();
    // Accepted: the app is installed; declined: the player said no to this guide too.
    if (outcome !== 'unavailable') dismiss();
  };

  return (
    <aside
      aria-label={t.a2hs.title}
      className="fixed inset-x-0 bottom-[calc(theme(spacing.tabbar)+env(safe-area-inset-bottom)+8px)] z-header mx-auto max-w-app px-gutter"
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
        <button
          type="button"
          onClick={dismiss}
          aria-label={t.a2hs.close}
          className="absolute right-0 top-0 flex h-touch w-touch items-center justify-center text-ink-faint"
        >
          <XMarkIcon className="h-5 w-5" />
        </button>
        {mode === 'ios' ? (
          <>
            <A2hsSteps className="mt-3" />
            <button
              type="button"
              onClick={dismiss}
              className="mt-2 min-h-touch w-full rounded-control text-note text-ink-muted"
            >
              {t.a2hs.later}
            </button>
          </>
        ) : (
          <div className="mt-3 flex gap-2">
            <button
              type="button"
              onClick={dismiss}
              className="min-h-touch flex-1 rounded-control border border-line text-body text-ink-muted"
            >
              {t.a2hs.later}
            </button>
            <button
              type="button"
              onClick={install}
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

/** Safari's three add-to-home-screen steps (share, add, done): the guide and the /app page show them. */
export function A2hsSteps({ className }: { className?: string }) {
  return (
    <ol className={`grid grid-cols-3 gap-2 ${className ?? ''}`}>
      <Step n={1} art={<ShareStepArt />} text={t.a2hs.stepShare} />
      <Step n={2} art={<AddStepArt />} text={t.a2hs.stepAdd} />
      <Step n={3} art={<DoneStepArt />} text={t.a2hs.stepDone} />
    </ol>
  );
}

function Step({ n, art, text }: { n: number; art: ReactNode; text: string }) {
  return (
    <li className="flex flex-col items-center gap-1 text-center">
      {art}
      <span className="rounded-pill bg-brand-soft px-2 text-caption font-medium text-brand">{t.a2hs.stepLabel(n)}</span>
      <span className="text-caption text-ink-muted">{text}</span>
    </li>
  );
}
