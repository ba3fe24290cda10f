'use client';
import clsx from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useRevealToggle } from './reveal-toggle';

export interface InputRowProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** The input's name: shown at the left, or read by screen readers only (`labelShown` false). */
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** Before the label (the auth forms' icons). */
  leading?: ReactNode;
  /** Rendered at the right edge (captcha image, max button, unit...). */
  trailing?: ReactNode;
  /** type=password gets a show/hide toggle. */
  revealable?: boolean;
  /** The field the last check refused: tinted, and announced as invalid. */
  invalid?: boolean;
  /** Show the label beside the input (money forms), else only its leading icon (auth forms). */
  labelShown?: boolean;
  /** The show/hide button's extra classes (a row with its own padding pulls it to the edge). */
  revealClassName?: string;
}

/**
 * One form row: label, input, its show/hide toggle and trailing slot, the invalid mark. TextField
 * (icon rows) and FieldRow (named rows) are its two looks; refusals are toasted by the form
 * (useCheckedForm), the row only marks itself.
 */
export const InputRow = forwardRef<HTMLInputElement, InputRowProps>(function InputRow(
  {
    label,
    value,
    onChange,
    leading,
    trailing,
    revealable,
    invalid,
    labelShown = false,
    revealClassName,
    type = 'text',
    id,
    className,
    readOnly,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { inputType, button: revealButton } = useRevealToggle(type, revealable, revealClassName);
  return (
    <div
      className={clsx(
        // Wraps: at a large text size the input drops under its label rather than shrinking to nothing.
        'flex min-h-touch flex-wrap items-center gap-x-2 border-b border-line focus-ring-within',
        invalid && 'bg-brand-soft/60',
        className,
      )}
    >
      {leading && <span className="shrink-0 text-ink-faint">{leading}</span>}
      <label htmlFor={inputId} className={labelShown ? 'w-label shrink-0 text-body text-ink' : 'sr-only'}>
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
          type={inputType}
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
