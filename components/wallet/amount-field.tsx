'use client';
import clsx from 'clsx';
import { useId, type ReactNode, type Ref } from 'react';
import { sanitizeAmountInput } from '@/lib/wallet/amount';

export interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Right of the input (全部, a max button...). */
  trailing?: ReactNode;
  /** Under the input (available balance, conversion...). Reserve its line to avoid a jump. */
  hint?: ReactNode;
  testId?: string;
  /** As `useCheckedForm().field(name)` wires it: focused and tinted when a check refuses it. */
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
}

/** A large ¥ amount input: digits and at most two decimals, full-width digits folded (IMEs). */
export function AmountField({
  label,
  value,
  onChange,
  placeholder,
  trailing,
  hint,
  testId,
  ref,
  invalid,
}: AmountFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-note text-ink-muted">
        {label}
      </label>
      <div
        className={clsx(
          'mt-1 flex min-h-row items-center gap-2 border-b border-line focus-ring-within',
          invalid && 'bg-brand-soft/60',
        )}
      >
        <span className="font-num text-headline font-bold text-ink" aria-hidden>
          ¥
        </span>
        <input
          ref={ref}
          id={id}
          aria-invalid={invalid || undefined}
          value={value}
          onChange={(e) => onChange(sanitizeAmountInput(e.target.value))}
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          placeholder={placeholder}
          data-testid={testId}
          className="h-12 min-w-0 flex-1 bg-transparent font-num text-headline font-semibold text-ink outline-none placeholder:font-sans placeholder:text-body placeholder:font-normal placeholder:text-ink-faint"
        />
        {trailing}
      </div>
      <div className="min-h-hint pt-1.5 text-note text-ink-muted">{hint}</div>
    </div>
  );
}
