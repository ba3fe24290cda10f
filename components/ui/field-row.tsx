'use client';
import clsx from 'clsx';
import { forwardRef } from 'react';
import { InputRow, type InputRowProps } from './input-row';

export type FieldRowProps = Omit<InputRowProps, 'labelShown' | 'leading' | 'revealClassName'>;

/**
 * A form row with a visible label on the left, as money forms want (several fields, each named),
 * unlike the auth forms' icon rows. Used by the withdrawal, card and password screens.
 */
export const FieldRow = forwardRef<HTMLInputElement, FieldRowProps>(function FieldRow({ className, ...rest }, ref) {
  return (
    <InputRow
      ref={ref}
      labelShown
      revealClassName="-mr-2"
      className={clsx('px-4 last:border-b-0', className)}
      {...rest}
    />
  );
});
