'use client';
import { useEffect, useState } from 'react';
import { firstPaintStore } from '@/lib/router/first-paint';

/**
 * The screen this page's first paint drew for `path` from its first reads' answers
 * (lib/router/paint-reads.ts: /recharge, the lottery room), for the live screen's loading state:
 * it shows these nodes (inert, as they were) until its own data has come from the same answers, so
 * the hand-over has no skeleton frame between the two. Null on any other page load, and after the
 * first use: a later visit of the screen asks its own questions, whose answers the paint never
 * showed.
 */
export function usePaintedScreen(path: string): Element | null {
  const [screen] = useState(() => {
    const s = firstPaintStore();
    return s?.path === path.toLowerCase() && s.screen ? s.screen : null;
  });
  useEffect(() => {
    const s = firstPaintStore();
    if (screen && s) delete s.screen;
  }, [screen]);
  return screen;
}
