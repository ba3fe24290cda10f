'use client';
import type { Ref } from 'react';
import type { BankDepositor } from '@/lib/wallet/deposit';
import * as t from '@/lib/text/zh-CN';
import { TextField } from '@/components/ui/text-field';

const D = t.deposit;
const FIELDS: { key: keyof BankDepositor; label: string; placeholder: string; inputMode?: 'numeric' }[] = [
  { key: 'owner', label: D.owner, placeholder: D.ownerPlaceholder },
  { key: 'bank', label: D.bank, placeholder: D.bankPlaceholder },
  { key: 'cardNo', label: D.cardNo, placeholder: D.cardNoPlaceholder, inputMode: 'numeric' },
  { key: 'address', label: D.address, placeholder: D.addressPlaceholder },
];

/** The bank way's four depositor fields, in the order docs/SCREENS.md#recharge checks them. */
export function DepositorFields({
  field,
}: {
  /** One row's wiring (useCheckedForm's `field`). */
  field: (key: keyof BankDepositor) => {
    ref: Ref<HTMLInputElement>;
    value: string;
    onChange: (value: string) => void;
    invalid: boolean;
  };
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-note text-ink-muted">{D.depositor}</legend>
      {FIELDS.map((f) => {
        const row = field(f.key);
        return (
          <TextField
            key={f.key}
            ref={row.ref}
            invalid={row.invalid}
            label={f.label}
            icon={
              <span className="inline-block w-[5rem] text-body text-ink" aria-hidden>
                {f.label}
              </span>
            }
            value={row.value}
            onChange={(v) => row.onChange(f.key === 'cardNo' ? v.replace(/\s+/g, '') : v)}
            placeholder={f.placeholder}
            inputMode={f.inputMode}
            maxLength={f.key === 'address' ? 100 : 40}
            autoComplete="off"
            data-testid={`depositor-${f.key}`}
          />
        );
      })}
    </fieldset>
  );
}
