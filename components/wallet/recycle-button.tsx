'use client';
import { ArrowUturnLeftIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import * as t from '@/lib/text/zh-CN';
import { useRecycleAll } from './use-recycle-all';

export interface RecycleButtonProps {
  /** 'text': the header's compact link; 'pill': a rounded button with an icon (wallet, transfer). */
  look?: 'text' | 'pill';
  className?: string;
}

const looks = {
  text: 'min-h-touch rounded-control px-2 text-note font-medium text-brand',
  pill: 'min-h-touch gap-1 rounded-pill px-4 text-note font-medium',
};

/** 一键回收: every venue balance back into the central wallet. */
export function RecycleButton({ look = 'text', className }: RecycleButtonProps) {
  const { recycle, busy } = useRecycleAll();
  return (
    <button
      type="button"
      onClick={recycle}
      disabled={busy}
      aria-busy={busy || undefined}
      className={clsx('inline-flex shrink-0 items-center justify-center disabled:opacity-50', looks[look], className)}
    >
      {look === 'pill' && <ArrowUturnLeftIcon className={clsx('h-4 w-4', busy && 'animate-pulse')} aria-hidden />}
      {busy ? t.wallet.recycling : t.wallet.recycleAll}
    </button>
  );
}
