'use client';
import { Description, Field, Label, Switch } from '@headlessui/react';
import clsx from 'clsx';

/**
 * The one labelled on/off row (Headless UI Switch): the 28 px track inside a 44 px hit area, so
 * every switch of the app (device settings, 自动转账) looks and answers the same.
 */
export function ToggleSwitch({
  label,
  hint,
  checked,
  onChange,
  disabled,
  inset = true,
  strong,
  testId,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  disabled?: boolean;
  /** Pads the row itself; false inside a card that pads its content already. */
  inset?: boolean;
  /** A medium-weight label, for a switch standing alone in a form. */
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Field className={clsx('flex min-h-row items-center justify-between gap-3', inset && 'px-4')}>
      <div className={clsx('min-w-0', inset && 'py-2')}>
        <Label className={clsx('text-body text-ink', strong && 'font-medium')}>{label}</Label>
        {hint && <Description className="text-caption text-ink-muted">{hint}</Description>}
      </div>
      <Switch
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        data-testid={testId}
        className="group flex h-touch w-switch shrink-0 items-center justify-center rounded-pill disabled:opacity-50"
      >
        <span
          className={clsx(
            'relative inline-flex h-7 w-12 items-center rounded-pill transition-colors',
            checked ? 'bg-success' : 'bg-line-strong',
          )}
        >
          <span
            className={clsx(
              'inline-block h-6 w-6 rounded-pill bg-surface shadow-card transition-transform',
              checked ? 'translate-x-switch-knob' : 'translate-x-0.5',
            )}
          />
        </span>
      </Switch>
    </Field>
  );
}
