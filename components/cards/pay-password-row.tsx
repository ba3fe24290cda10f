'use client';
import { forwardRef } from 'react';
import { PAY_PASSWORD_MAX } from '@/lib/constants';
import { FieldRow } from '@/components/ui/field-row';

export interface PayPasswordRowProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}

/** The pay-password row of the money forms (card binding, withdrawal): hidden, revealable, never autofilled. */
export const PayPasswordRow = forwardRef<HTMLInputElement, PayPasswordRowProps>(function PayPasswordRow(props, ref) {
  return <FieldRow ref={ref} {...props} type="password" revealable autoComplete="off" maxLength={PAY_PASSWORD_MAX} />;
});
