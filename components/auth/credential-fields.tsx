'use client';
import { LockClosedIcon, UserIcon } from '@heroicons/react/24/outline';
import { NAME_MAX, PASSWORD_MAX } from '@/lib/constants';
import * as t from '@/lib/text/zh-CN';
import { TextField } from '@/components/ui/text-field';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The username row of the login and registration forms. */
export function UsernameField({ value, onChange }: FieldProps) {
  return (
    <TextField
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
  label = t.auth.password,
  placeholder = t.auth.passwordPlaceholder,
  autoComplete,
}: FieldProps & { label?: string; placeholder?: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <TextField
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
