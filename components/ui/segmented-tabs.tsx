'use client';
import clsx from 'clsx';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
}

/**
 * Tabs that switch which form is shown (role=tab: USDT/bank, login/pay password). For choosing a
 * value inside one form use SegmentedChoice (a radio group) instead.
 */
export function Segmented<T extends string>({
  options,
  value,
  onChange,
  label,
}: {
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (v: T) => void;
  label: string;
}) {
  return (
    <div role="tablist" aria-label={label} className="flex rounded-control bg-surface p-1 shadow-card">
      {options.map((o) => {
        const selected = o.value === value;
        return (
          <button
            key={o.value}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => !selected && onChange(o.value)}
            className={clsx(
              'min-h-touch flex-1 rounded-[8px] text-body font-medium transition-colors',
              selected ? 'bg-brand text-ink-inverse' : 'text-ink-muted',
            )}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
