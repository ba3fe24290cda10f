'use client';
import { useState } from 'react';
import { useHomeNotices } from '@/lib/api/content';
import * as t from '@/lib/text/zh-CN';
import { Skeleton } from '@/components/ui/skeleton';
import { NoticeBarFrame } from './notice-bar-frame';
import { lazyDialog } from '@/components/ui/lazy-dialog';

const NoticeDialog = lazyDialog(
  () => import('./notice-dialog').then((m) => m.NoticeDialog),
  (p) => p.open,
);

/** Seconds per character of marquee text: long notices scroll at the same reading speed. */
const SECONDS_PER_CHAR = 0.28;
const MIN_SECONDS = 10;

/** docs/SCREENS.md#home: a scrolling bar of the home notices; tap opens them all; 更多公告 goes to /message. */
export function NoticeBar() {
  const { data: notices, error } = useHomeNotices();
  const [open, setOpen] = useState(false);
  const text = (notices ?? []).join('　　　');
  const seconds = Math.max(MIN_SECONDS, Math.round(text.length * SECONDS_PER_CHAR));

  return (
    <NoticeBarFrame>
      {!notices && !error ? (
        <Skeleton className="mx-2 h-3.5 flex-1" />
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="mx-2 flex h-touch min-w-0 flex-1 items-center self-center overflow-hidden text-left text-note text-ink"
        >
          {/* Named by what it shows (label-in-name), after a word for listeners. */}
          <span className="sr-only">{t.home.noticeTitle}</span>
          {text ? (
            // The padding of one box width makes the text enter from the right edge.
            // The operator's own words (data-operator-content: not the app's text, docs/I18N.md).
            <span
              data-operator-content
              className="shrink-0 whitespace-nowrap pl-[100%] animate-marquee motion-reduce:animate-none motion-reduce:pl-0"
              style={{ animationDuration: `${seconds}s` }}
            >
              {text}
            </span>
          ) : (
            <span className="truncate text-ink-faint">{t.home.noticeEmpty}</span>
          )}
        </button>
      )}
      <NoticeDialog open={open} notices={notices ?? []} onClose={() => setOpen(false)} />
    </NoticeBarFrame>
  );
}
