'use client';
import clsx from 'clsx';
import { QUICK_BET_AMOUNTS } from '@/lib/constants';
import * as t from '@/lib/text/zh-CN';

/** The quick amounts of docs/SCREENS.md#lottery, 10/20/50/200/500, as a radio group: the one in force is marked. */
export function BetQuickAmounts({ value, onChange }: { value: number; onChange: (amount: number) => void }) {
  return (
    <div role="radiogroup" aria-label={t.bet.quickLabel} className="flex gap-2">
      {QUICK_BET_AMOUNTS.map((n) => {
        const on = n === value;
        return (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={on}
            data-testid={`bet-quick-${n}`}
            onClick={() => onChange(n)}
            className={clsx(
              'min-h-touch flex-1 rounded-control border font-num text-body font-semibold transition-colors',
              on ? 'border-gold bg-gold-soft text-gold-ink' : 'border-line bg-surface text-ink-muted',
            )}
          >
            {t.bet.quickAmount(n)}
          </button>
        );
      })}
    </div>
  );
}
