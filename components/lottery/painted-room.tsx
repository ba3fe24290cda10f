'use client';
import { useLayoutEffect, useRef } from 'react';
import { InertCopy } from '@/components/ui/inert-copy';

/**
 * The room the first paint drew (lib/router/paint-lottery.ts), inert, while the live room reads
 * the same answer: the panel and the chat as they were, the chat at its last message as the live
 * chat opens (a copy starts scrolled to the top). The paint's clock keeps ticking in the copy
 * (lib/router/first-script/lottery.ts) until the live room replaces it.
 */
export function PaintedRoom({ frame }: { frame: Element }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const list = box.current?.querySelector('[data-testid="chat-list"]');
    if (list) list.scrollTop = list.scrollHeight;
  }, []);
  return (
    <div ref={box} className="contents">
      <InertCopy of={Array.from(frame.childNodes)} />
    </div>
  );
}
