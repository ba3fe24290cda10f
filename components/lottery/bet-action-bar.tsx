'use client';
import type { ReactNode } from 'react';
import type { BetPick } from '@/lib/lottery/bet-slip';
import * as t from '@/lib/text/zh-CN';
import { Button } from '@/components/ui/button';

const B = t.bet;

interface BetActionBarProps {
  view: 'pick' | 'preview';
  picks: readonly BetPick[];
  /** The central balance display. */
  balance: ReactNode;
  onClear: () => void;
  onNext: () => void;
  onBack: () => void;
  onConfirm: () => void;
}

/**
 * The sheet's bottom bar: balance and how many orders; then, while picking, 清空 and 下一步;
 * in the preview, 继续选择 and 确认投注.
 */
export function BetActionBar({ view, picks, balance, onClear, onNext, onBack, onConfirm }: BetActionBarProps) {
  return (
    // Wraps: at a large text size the buttons take a line of their own under the balance.
    <div className="flex flex-wrap items-center gap-2 pb-2">
      <div className="flex min-w-0 flex-1 basis-[8rem] flex-col text-note text-ink-muted">
        <span className="flex flex-wrap items-center gap-x-1">
          {B.balance} {balance}
        </span>
        <span data-testid="bet-picked-count">{B.picked(picks.length)}</span>
      </div>
      <div className="ml-auto flex gap-2">
        {view === 'pick' ? (
          <>
            <Button variant="ghost" onClick={onClear} disabled={picks.length === 0} data-testid="bet-clear">
              {B.clear}
            </Button>
            <Button onClick={onNext} data-testid="bet-next">
              {B.next}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onBack} data-testid="bet-back">
              {B.backToPick}
            </Button>
            <Button onClick={onConfirm} data-testid="bet-confirm">
              {B.confirm}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
