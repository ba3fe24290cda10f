'use client';
import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'gold' | 'danger';
type Size = 'md' | 'lg' | 'sm';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  loading?: boolean;
  block?: boolean;
  /** Looks active (docs/SCREENS.md#reg2: the register button 'looks active' once fields are filled) without being disabled. */
  dimmed?: boolean;
}

const variants: Record<Variant, string> = {
  primary: 'bg-brand text-ink-inverse active:bg-brand-dark',
  gold: 'bg-gold text-ink active:bg-gold-dark',
  secondary: 'bg-surface text-brand border border-brand active:bg-brand-soft',
  ghost: 'bg-transparent text-ink-muted active:bg-line',
  /** An action that cannot be undone (a self-exclusion): the danger red, bold, never the default look. */
  danger: 'bg-danger font-semibold text-ink-inverse active:bg-brand-dark',
};
/**
 * Looks inactive while still tappable: a grey ground rather than a faded one, because it is enabled
 * and its text must keep 4.5:1 (WCAG 1.4.3); `disabled` buttons may fade (they are exempt).
 */
const DIMMED = 'bg-ink-faint text-ink-inverse';
const sizes: Record<Size, string> = {
  sm: 'min-h-touch px-3 text-note',
  md: 'min-h-touch px-4 text-body',
  lg: 'h-12 px-5 text-title',
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading,
  block,
  dimmed,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={clsx(
        'inline-flex select-none items-center justify-center gap-2 rounded-control font-medium transition-opacity',
        dimmed && !disabled ? DIMMED : variants[variant],
        sizes[size],
        block && 'w-full',
        disabled && 'opacity-50',
        disabled && 'cursor-not-allowed',
        className,
      )}
      {...rest}
    >
      {loading && <Spinner className="h-4 w-4" />}
      {children}
    </button>
  );
}
