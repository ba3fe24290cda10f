'use client';
import { Description, Field, Label, Switch } from '@headlessui/react';
import clsx from 'clsx';

/** A labelled on/off row (Headless UI Switch): the 28 px track inside a 44 px hit area. */
export function ToggleSwitch({
  label,
  hint,
  checked,
  onChange,
  testId,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  testId?: string;
}) {
  return (
    <Field className="flex min-h-[56px] items-center justify-between gap-3 px-4">
      <div className="min-w-0 py-2">
        <Label className="text-body text-ink">{label}</Label>
        {hint && <Description className="text-caption text-ink-muted">{hint}</Description>}
      </div>
      <Switch
        checked={checked}
        onChange={onChange}
        data-testid={testId}
        className="group flex h-touch w-[60px] shrink-0 items-center justify-center outline-none"
      >
        <span
          className={clsx(
            'relative inline-flex h-7 w-12 items-center rounded-pill transition-colors group-data-[focus]:ring-2 group-data-[focus]:ring-brand/40',
            checked ? 'bg-success' : 'bg-line-strong',
          )}
        >
          <span
            className={clsx(
              'inline-block h-6 w-6 rounded-pill bg-surface shadow-card transition-transform',
              checked ? 'translate-x-[22px]' : 'translate-x-0.5',
            )}
          />
        </span>
      </Switch>
    </Field>
  );
}
