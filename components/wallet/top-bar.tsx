'use client';
import { ChevronLeftIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { goBack } from '@/lib/router/navigate';
import { t } from '@/lib/text/zh-CN';

/**
 * The bar of a screen whose route hides the shared header (/transfer, docs/SCREENS.md#header): back arrow,
 * title, one action on the right. It reaches up under the status bar, cancelling the padding
 * the shell gives hidden-header screens, so the notch area keeps its colour while scrolling.
 */
export function TopBar({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <header className="sticky top-0 z-header -mt-safe-top bg-surface pt-safe-top shadow-card">
      <div className="relative flex h-header items-center justify-center px-[88px]">
        <button
          type="button"
          onClick={goBack}
          aria-label={t.app.back}
          className="absolute left-0 top-0 flex h-header w-touch items-center justify-center text-ink"
        >
          <ChevronLeftIcon className="h-6 w-6" />
        </button>
        <h1 className="truncate text-title font-semibold">{title}</h1>
        {action && <div className="absolute right-1 top-0 flex h-header items-center">{action}</div>}
      </div>
    </header>
  );
}
