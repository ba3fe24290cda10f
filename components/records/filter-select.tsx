'use client';
import { ChevronDownIcon } from '@heroicons/react/24/outline';
import { useId } from 'react';

export interface FilterOption<V extends string | number> {
  value: V;
  label: string;
}

/**
 * One filter of a record list: a native select (the phone's own picker) dressed as a chip; 16 px
 * text, or iOS zooms the page when it opens.
 * The visible text is the chosen option; the filter's name is read to screen readers.
 */
export function FilterSelect<V extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly FilterOption<V>[];
  onChange: (v: V) => void;
}) {
  const id = useId();
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={String(value)}
        onChange={(e) => {
          const picked = options.find((o) => String(o.value) === e.target.value);
          if (picked) onChange(picked.value);
        }}
        className="h-touch w-full appearance-none truncate rounded-pill bg-surface pl-3 pr-7 text-[1rem] text-ink shadow-card"
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon
        className="pointer-events-none absolute right-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-faint"
        aria-hidden
      />
    </div>
  );
}
