'use client';
import clsx from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useRevealToggle } from './reveal-toggle';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  icon?: ReactNode;
  /** Rendered at the right edge (captcha image, max button...). */
  trailing?: ReactNode;
  /** type=password gets a show/hide toggle. */
  revealable?: boolean;
  /** The field the last check refused: tinted, and announced as invalid. */
  invalid?: boolean;
}

/** A labelled input row with an optional leading icon and trailing slot. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onChange, icon, trailing, revealable, invalid, type = 'text', className, id, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { inputType: effectiveType, button: revealButton } = useRevealToggle(type, revealable);
  return (
    <div
      className={clsx(
        // Wraps: at a large text size a worded label (the deposit form's) keeps the input a usable width.
        'flex min-h-touch flex-wrap items-center gap-x-2 border-b border-line px-1 focus-ring-within',
        invalid && 'bg-brand-soft/60',
        className,
      )}
    >
      {icon && <span className="shrink-0 text-ink-faint">{icon}</span>}
      <label htmlFor={inputId} className="sr-only">
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
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid || undefined}
          className="h-12 min-w-0 flex-1 bg-transparent text-ink outline-none placeholder:text-ink-faint"
          {...rest}
        />
        {revealButton}
        {trailing}
      </div>
    </div>
  );
});
