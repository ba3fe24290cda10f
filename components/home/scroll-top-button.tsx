'use client';
import { ArrowUpIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { SCROLL_TOP_THRESHOLD_PX } from '@/lib/constants';
import * as t from '@/lib/text/zh-CN';
import { prefersReducedMotion } from '@/lib/ui/use-reduced-motion';

/** docs/SCREENS.md#home: a back-to-top button once the page has scrolled past 200 px. */
export function ScrollTopButton() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const toTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };
  return (
    // The column keeps the button inside the app's width on wide screens.
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(theme(spacing.tabbar)+env(safe-area-inset-bottom)+16px)] z-header mx-auto flex max-w-app justify-end px-gutter">
      <button
        type="button"
        onClick={toTop}
        aria-label={t.home.scrollTop}
        aria-hidden={!shown}
        tabIndex={shown ? 0 : -1}
        className={clsx(
          'flex h-touch w-touch items-center justify-center rounded-pill bg-surface text-brand shadow-raised transition-all duration-200',
          shown ? 'pointer-events-auto translate-y-0 opacity-100' : 'translate-y-3 opacity-0',
        )}
      >
        <ArrowUpIcon className="h-5 w-5" />
      </button>
    </div>
  );
}
