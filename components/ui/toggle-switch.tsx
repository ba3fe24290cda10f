'use client';
import clsx from 'clsx';
import { useId } from 'react';

/**
 * The one labelled on/off row (a button with the switch role: Space and Enter toggle it, its label
 * names it and toggles it too): the 28 px track inside a 44 px hit area, so every switch of the
 * app (device settings, 自动转账) looks and answers the same.
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
  const id = useId();
  return (
    <div className={clsx('flex min-h-row items-center justify-between gap-3', inset && 'px-4')}>
      <div className={clsx('min-w-0', inset && 'py-2')}>
        <label htmlFor={id} className={clsx('text-body text-ink', strong && 'font-medium')}>
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-caption text-ink-muted">
            {hint}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onClick={() => onChange(!checked)}
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
      </button>
    </div>
  );
}
