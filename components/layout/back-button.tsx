'use client';
import { ChevronLeftIcon } from '@heroicons/react/24/outline';
import { goBack } from '@/lib/router/navigate';
import * as t from '@/lib/text/zh-CN';

/** The back arrow at the left edge of a header bar: a full-height touch target. */
export function BackButton() {
  return (
    <button
      type="button"
      onClick={goBack}
      aria-label={t.app.back}
      className="absolute left-0 top-0 flex h-header w-touch items-center justify-center text-ink"
    >
      <ChevronLeftIcon className="h-6 w-6" />
    </button>
  );
}
