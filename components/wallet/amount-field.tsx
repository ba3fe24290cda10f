'use client';
import { useId, type ReactNode } from 'react';
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
}

/** A large ¥ amount input: digits and at most two decimals, full-width digits folded (IMEs). */
export function AmountField({ label, value, onChange, placeholder, trailing, hint, testId }: AmountFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-note text-ink-muted">
        {label}
      </label>
      <div className="mt-1 flex min-h-[56px] items-center gap-2 border-b border-line">
        <span className="font-num text-headline font-bold text-ink" aria-hidden>
          ¥
        </span>
        <input
          id={id}
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
      <div className="min-h-[26px] pt-1.5 text-note text-ink-muted">{hint}</div>
    </div>
  );
}
