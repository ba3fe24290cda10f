'use client';
import clsx from 'clsx';
import { QUICK_BET_AMOUNTS } from '@/lib/constants';
import * as t from '@/lib/text/zh-CN';
import { Radio, RadioGroup } from '@/components/ui/radio-group';

/**
 * The quick amounts of docs/SCREENS.md#lottery, 10/20/50/200/500, as a radio group (one tab stop,
 * the arrow keys move and choose): the one in force is marked.
 */
export function BetQuickAmounts({ value, onChange }: { value: number; onChange: (amount: number) => void }) {
  return (
    <RadioGroup value={value} onChange={onChange} aria-label={t.bet.quickLabel} className="flex gap-2">
      {QUICK_BET_AMOUNTS.map((n) => (
        <Radio
          key={n}
          value={n}
          data-testid={`bet-quick-${n}`}
          className={({ checked }) =>
            clsx(
              'flex min-h-touch flex-1 cursor-pointer items-center justify-center rounded-control border font-num text-body font-semibold transition-colors',
              checked ? 'border-gold bg-gold-soft text-gold-ink' : 'border-line bg-surface text-ink-muted',
            )
          }
        >
          {t.bet.quickAmount(n)}
        </Radio>
      ))}
    </RadioGroup>
  );
}
