'use client';
import type { ReactNode } from 'react';
import { BackButton } from './back-button';

/**
 * The bar of a screen whose route hides the shared header (/transfer, docs/SCREENS.md#header): back arrow,
 * title, one action on the right. It reaches up under the status bar, cancelling the padding
 * the shell gives hidden-header screens, so the notch area keeps its colour while scrolling.
 */
export function TopBar({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <header className="sticky top-0 z-header -mt-safe-top bg-surface pt-safe-top shadow-card">
      <div className="relative flex h-header items-center justify-center px-22">
        <BackButton />
        <h1 className="truncate text-title font-semibold">{title}</h1>
        {action && <div className="absolute right-1 top-0 flex h-header items-center">{action}</div>}
      </div>
    </header>
  );
}
