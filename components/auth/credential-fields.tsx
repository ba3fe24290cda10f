'use client';
import { LockClosedIcon, UserIcon } from '@heroicons/react/24/outline';
import type { Ref } from 'react';
import { NAME_MAX, PASSWORD_MAX } from '@/lib/constants';
import * as t from '@/lib/text/zh-CN';
import { TextField } from '@/components/ui/text-field';

/** A row as `useCheckedForm().field(name)` wires it: value, setter, focus ref and highlight. */
interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
}

/** The username row of the login and registration forms. */
export function UsernameField({ value, onChange, ref, invalid }: FieldProps) {
  return (
    <TextField
      ref={ref}
      invalid={invalid}
      label={t.auth.username}
      placeholder={t.auth.usernamePlaceholder}
      value={value}
      onChange={onChange}
      maxLength={NAME_MAX}
      autoComplete="username"
      autoCapitalize="off"
      icon={<UserIcon className="h-5 w-5" />}
    />
  );
}

/** A password row of the login and registration forms (password, confirmation). */
export function PasswordField({
  value,
  onChange,
  ref,
  invalid,
  label = t.auth.password,
  placeholder = t.auth.passwordPlaceholder,
  autoComplete,
}: FieldProps & { label?: string; placeholder?: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <TextField
      ref={ref}
      invalid={invalid}
      label={label}
      placeholder={placeholder}
      type="password"
      revealable
      value={value}
      onChange={onChange}
      maxLength={PASSWORD_MAX}
      autoComplete={autoComplete}
      icon={<LockClosedIcon className="h-5 w-5" />}
    />
  );
}
