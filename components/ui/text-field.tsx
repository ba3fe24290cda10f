'use client';
import clsx from 'clsx';
import { forwardRef, type ReactNode } from 'react';
import { InputRow, type InputRowProps } from './input-row';

export interface TextFieldProps extends Omit<InputRowProps, 'labelShown' | 'leading' | 'revealClassName' | 'onChange'> {
  onChange: (value: string) => void;
  icon?: ReactNode;
}

/** A row with an optional leading icon and its label for screen readers only (the auth forms'). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { icon, className, ...rest },
  ref,
) {
  return <InputRow ref={ref} leading={icon} className={clsx('px-1', className)} {...rest} />;
});
