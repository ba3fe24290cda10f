'use client';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Radio, RadioGroup } from '@/components/ui/radio-group';

export interface Choice<V extends string | number> {
  value: V;
  label: string;
  /** A decorative picture before the label (aria-hidden), sized by the caller. */
  icon?: ReactNode;
  /** The language of the label when it is not the page's (a language named in itself). */
  lang?: string;
}

export interface SegmentedChoiceProps<V extends string | number> {
  label: string;
  options: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  /** 'segment': a pill bar (direction, protocol); 'tile': icon tiles (pay ways). */
  look?: 'segment' | 'tile';
  className?: string;
  testId?: string;
}

/**
 * One choice out of a few (components/ui/radio-group.tsx: arrow keys, aria-checked). The transfer
 * direction, the USDT protocol and the deposit ways all use it, so they look and behave alike.
 */
export function SegmentedChoice<V extends string | number>({
  label,
  options,
  value,
  onChange,
  look = 'segment',
  className,
  testId,
}: SegmentedChoiceProps<V>) {
  const tile = look === 'tile';
  return (
    <RadioGroup
      value={value}
      onChange={onChange}
      aria-label={label}
      data-testid={testId}
      className={clsx(tile ? 'grid gap-2' : 'flex rounded-pill bg-surface-sunken p-1', className)}
      style={tile ? { gridTemplateColumns: `repeat(${Math.min(options.length, 5)}, minmax(0, 1fr))` } : undefined}
    >
      {options.map((o) => (
        <Radio
          key={o.value}
          value={o.value}
          aria-label={o.label}
          lang={o.lang}
          className={({ checked }) =>
            clsx(
              'flex cursor-pointer select-none items-center justify-center text-center transition-colors',
              tile
                ? [
                    'min-h-16 flex-col gap-1 rounded-control border px-1 py-2 text-note',
                    checked ? 'border-brand bg-brand-soft font-medium text-brand' : 'border-line bg-surface text-ink',
                  ]
                : [
                    'min-h-touch min-w-0 flex-1 rounded-pill px-2 text-body',
                    checked ? 'bg-surface font-semibold text-brand shadow-card' : 'text-ink-muted',
                  ],
            )
          }
        >
          {o.icon}
          {/* Wraps rather than truncates: at a large text size the whole label stays readable. */}
          <span className="min-w-0 wrap-anywhere">{o.label}</span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
