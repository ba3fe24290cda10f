'use client';
import type { ReactNode } from 'react';
import { DemoMark } from '@/components/layout/demo-mark';
import { BackButton } from './back-button';
import { BAR_COLUMNS, BAR_SIDE } from './main-header-bar';

/**
 * The bar of a screen whose route hides the shared header (/transfer, docs/SCREENS.md#header): back arrow,
 * title, one action on the right. It reaches up under the status bar, cancelling the padding
 * the shell gives hidden-header screens, so the notch area keeps its colour while scrolling.
 */
export function TopBar({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <header className="sticky top-0 z-header -mt-safe-top bg-surface pt-safe-top shadow-card">
      {/* Three columns, the title centred: at a large text size the action keeps its room beside it. */}
      <div className={`relative ${BAR_COLUMNS}`}>
        {/* Beside the back arrow (absolute, one touch wide): the action has the other side. */}
        <div className={`col-start-1 ${BAR_SIDE} pl-touch`}>
          <BackButton />
          <DemoMark />
        </div>
        <h1 className="col-start-2 row-start-1 truncate text-title font-semibold">{title}</h1>
        <div className={`col-start-3 ${BAR_SIDE} justify-end pr-1`}>{action}</div>
      </div>
    </header>
  );
}
