'use client';
import clsx from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useRevealToggle } from './reveal-toggle';

export interface FieldRowProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** Shown at the left and read as the input's name. */
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** Right-hand slot (max button, unit...). */
  trailing?: ReactNode;
  /** type=password gets a show/hide toggle. */
  revealable?: boolean;
  /** The field the last check refused: outlined, and announced as invalid. */
  invalid?: boolean;
}

/**
 * A form row with a visible label on the left, as money forms want (several fields, each named),
 * unlike the auth forms' icon rows. Used by the withdrawal, card and password screens.
 */
export const FieldRow = forwardRef<HTMLInputElement, FieldRowProps>(function FieldRow(
  { label, value, onChange, trailing, revealable, invalid, type = 'text', id, className, readOnly, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { inputType: effectiveType, button: revealButton } = useRevealToggle(type, revealable, '-mr-2');
  return (
    <div
      className={clsx(
        // Wraps: at a large text size the input drops under its label rather than shrinking to nothing.
        'flex min-h-touch flex-wrap items-center gap-x-2 border-b border-line px-4 focus-ring-within last:border-b-0',
        invalid && 'bg-brand-soft/60',
        className,
      )}
    >
      <label htmlFor={inputId} className="w-label shrink-0 text-body text-ink">
        {label}
      </label>
      {/*
        The input with its buttons, one piece that wraps under the label at a large text size;
        w-0, as an input's own width (about 20 characters) would widen the row.
      */}
      <div className="flex w-0 min-w-field flex-1 items-center gap-2">
        <input
          ref={ref}
          id={inputId}
          type={effectiveType}
          value={value}
          readOnly={readOnly}
          aria-invalid={invalid || undefined}
          onChange={(e) => onChange?.(e.target.value)}
          className={clsx(
            'h-12 min-w-0 flex-1 bg-transparent text-ink outline-none placeholder:text-ink-faint',
            readOnly && 'text-ink-muted',
          )}
          {...rest}
        />
        {revealButton}
        {trailing}
      </div>
    </div>
  );
});
