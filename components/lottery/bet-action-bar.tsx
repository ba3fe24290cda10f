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
    <div className="flex items-center gap-2 pb-2">
      <div className="flex min-w-0 flex-1 flex-col text-note text-ink-muted">
        <span className="flex items-center gap-1">
          {B.balance} {balance}
        </span>
        <span data-testid="bet-picked-count">{B.picked(picks.length)}</span>
      </div>
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
  );
}
