'use client';
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
  value,
  onChange,
}: {
  value: BankDepositor;
  onChange: (next: BankDepositor) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-note text-ink-muted">{D.depositor}</legend>
      {FIELDS.map((f) => (
        <TextField
          key={f.key}
          label={f.label}
          icon={
            <span className="inline-block w-20 text-body text-ink" aria-hidden>
              {f.label}
            </span>
          }
          value={value[f.key]}
          onChange={(v) => onChange({ ...value, [f.key]: f.key === 'cardNo' ? v.replace(/\s+/g, '') : v })}
          placeholder={f.placeholder}
          inputMode={f.inputMode}
          maxLength={f.key === 'address' ? 100 : 40}
          autoComplete="off"
          data-testid={`depositor-${f.key}`}
        />
      ))}
    </fieldset>
  );
}
