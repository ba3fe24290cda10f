'use client';
import { ArrowsRightLeftIcon } from '@heroicons/react/24/outline';
import * as t from '@/lib/text/zh-CN';

/** The game page's floating 'more' button (48 px, above the frame and its overlay). */
export function MoreButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      className="absolute bottom-4 right-3 z-10 flex h-12 w-12 flex-col items-center justify-center gap-0.5 rounded-pill bg-ink/70 text-ink-inverse shadow-raised active:bg-ink/90"
    >
      <ArrowsRightLeftIcon className="h-5 w-5" aria-hidden />
      <span className="text-caption leading-none">{t.game.more}</span>
    </button>
  );
}
