'use client';
import clsx from 'clsx';
import { ChevronDownIcon } from '@heroicons/react/24/outline';
import { forwardRef, useId } from 'react';
import { useBanks } from '@/lib/api/cards';
import * as t from '@/lib/text/zh-CN';
import { Skeleton } from '@/components/ui/skeleton';
import { FieldRow } from '@/components/ui/field-row';

interface BankSelectProps {
  value: string;
  onChange: (bank: string) => void;
  invalid?: boolean;
}

/**
 * The bank of a new card, picked from /api/banklist with the phone's own picker (a native
 * select: large targets, the platform's wheel on iOS). With no bank configured on the server
 * the name is typed instead, so a player is never stuck.
 */
export const BankSelect = forwardRef<HTMLSelectElement & HTMLInputElement, BankSelectProps>(function BankSelect(
  { value, onChange, invalid },
  ref,
) {
  const id = useId();
  const { data: banks, error, mutate } = useBanks();
  const C = t.cards;

  if (banks && banks.length === 0) {
    return (
      <FieldRow
        ref={ref}
        label={C.bank}
        value={value}
        onChange={onChange}
        placeholder={C.bankPlaceholder}
        invalid={invalid}
        maxLength={40}
      />
    );
  }
  return (
    <div
      className={clsx(
        'relative flex min-h-touch flex-wrap items-center gap-x-2 border-b border-line px-4 focus-ring-within',
        invalid && 'bg-brand-soft/60',
      )}
    >
      <label htmlFor={id} className="w-label shrink-0 text-body text-ink">
        {C.bank}
      </label>
      {banks ? (
        <>
          <select
            ref={ref}
            id={id}
            value={value}
            aria-invalid={invalid || undefined}
            onChange={(e) => onChange(e.target.value)}
            className={clsx(
              'h-12 w-0 min-w-field flex-1 appearance-none bg-transparent pr-6 text-[1rem] outline-none',
              value ? 'text-ink' : 'text-ink-faint',
            )}
          >
            <option value="">{C.bankPlaceholder}</option>
            {banks.map((b) => (
              <option key={`${b.id}-${b.name}`} value={b.name}>
                {b.name}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute right-4 h-4 w-4 text-ink-faint" aria-hidden />
        </>
      ) : error ? (
        <button type="button" onClick={() => void mutate()} className="h-12 flex-1 text-left text-body text-danger">
          {C.bankLoadFailed}
        </button>
      ) : (
        <Skeleton className="h-5 flex-1" />
      )}
    </div>
  );
});
