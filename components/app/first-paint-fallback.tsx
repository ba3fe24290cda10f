'use client';
import { useState } from 'react';
import { firstPaintStore, PAINT_BODY } from '@/lib/router/first-paint';
import { ScreenSkeleton } from '@/components/layout/screen-skeleton';
import { InertCopy } from '@/components/ui/inert-copy';

/**
 * The screen part (inside the shell) of the first paint the inline script showed for `path`, or
 * null: the painted nodes themselves when a list was drawn into them from server data (copied,
 * never re-parsed as HTML), else the build's HTML.
 */
export function paintedBody(path: string): Element | null {
  const store = firstPaintStore();
  if (!store || store.path !== path.toLowerCase()) return null;
  let from: ParentNode | undefined = store.body;
  if (!from) {
    const template = document.createElement('template');
    template.innerHTML = store.html;
    from = template.content;
  }
  return from.querySelector(`[${PAINT_BODY}]`);
}

/**
 * The live shell's loading state for a screen whose chunk is on its way: on the deep link that
 * painted its first screen, that same screen (inert, as it was) so the hand-over has no skeleton
 * frame and no shift; otherwise the plain skeleton.
 */
export function FirstPaintFallback({ path }: { path: string }) {
  const [body] = useState(() => paintedBody(path));
  return body === null ? <ScreenSkeleton /> : <InertCopy of={Array.from(body.childNodes)} />;
}
