'use client';
import clsx from 'clsx';
import { XMarkIcon } from '@heroicons/react/24/outline';
import * as t from '@/lib/text/zh-CN';

/** The ✕ of a dialog, card, bar or row: a 44 px touch target around a 20 px mark. */
export function CloseButton({
  onClick,
  label = t.app.close,
  className = 'text-ink-faint',
  testId,
}: {
  onClick: () => void;
  /** What it closes or removes, for screen readers (关闭 by default). */
  label?: string;
  /** Placement and colour. */
  className?: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      data-testid={testId}
      className={clsx('flex h-touch w-touch shrink-0 items-center justify-center', className)}
    >
      <XMarkIcon className="h-5 w-5" aria-hidden />
    </button>
  );
}
