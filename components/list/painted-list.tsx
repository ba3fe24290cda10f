'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { firstPaintStore } from '@/lib/router/first-paint';
import type { PaintListPath } from '@/lib/router/paint-lists';
import { InertCopy } from '@/components/ui/inert-copy';

/** The list the first paint of `path` drew from its early answer, not yet shown by a live list. */
function paintedList(path: PaintListPath): Element | null {
  const s = firstPaintStore();
  return s?.path === path.toLowerCase() && s.list ? s.list : null;
}

/**
 * A painted list's live loading state (lib/router/paint-lists.ts): on the deep link whose first
 * paint drew this list, the drawn rows (inert, as they were) until the live rows come from the
 * same answer, so the hand-over shows no skeleton frame between the two; otherwise `skeleton`.
 * Once per page load: any later load of the list (another tab, a return) asks its own question,
 * whose rows the paint never showed.
 */
export function PaintedList({ path, skeleton }: { path: PaintListPath; skeleton: ReactNode }) {
  const [list] = useState(() => paintedList(path));
  useEffect(() => {
    const s = firstPaintStore();
    if (list && s) delete s.list;
  }, [list]);
  return list ? <InertCopy of={[list]} /> : skeleton;
}
