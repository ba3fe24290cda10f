'use client';
import type { FormEvent } from 'react';
import { changePassword, type PasswordKind } from '@/lib/api/account';
import { useSubmit } from '@/lib/api/use-submit';
import { PASSWORD_MAX, PAY_PASSWORD_MAX } from '@/lib/constants';
import { replaceRoute } from '@/lib/router/navigate';
import { endSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { validatePasswordChange, type PasswordChangeInput, type PasswordField } from '@/lib/validation/password';
import { Button } from '@/components/ui/button';
import { FieldRow } from '@/components/ui/field-row';
import { useCheckedForm } from '@/components/ui/use-checked-form';

const P = t.password;

/**
 * docs/SCREENS.md#password; on success 密码修改成功！, then all storage is cleared
 * and the player logs in again with the new password.
 */
export function PasswordForm({ kind }: { kind: PasswordKind }) {
  const {
    form,
    passes,
    field: checked,
  } = useCheckedForm<PasswordChangeInput, PasswordField>({
    old: '',
    next: '',
    confirm: '',
  });
  const { submit: send, busy } = useSubmit();
  const maxLength = kind === 'login' ? PASSWORD_MAX : PAY_PASSWORD_MAX;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !passes(validatePasswordChange(form))) return;
    // Refused (wrong old password) or no answer: the policy toasts and what was typed stays.
    const done = await send(() => changePassword(kind, form.old, form.next));
    if (!done.ok) return;
    toast.success(P.changed);
    endSession();
    replaceRoute('/login');
  };

  const row = (field: PasswordField, label: string, placeholder: string, autoComplete: string) => (
    <FieldRow
      {...checked(field)}
      label={label}
      placeholder={placeholder}
      type="password"
      revealable
      maxLength={maxLength}
      autoComplete={kind === 'login' ? autoComplete : 'off'}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="overflow-hidden rounded-card bg-surface shadow-card">
        {row('old', P.old, P.oldPlaceholder, 'current-password')}
        {row('next', P.new, P.newPlaceholder, 'new-password')}
        {row('confirm', P.confirm, P.confirmPlaceholder, 'new-password')}
      </div>
      <p className="px-1 text-note text-ink-muted">{P.hint}</p>
      <Button type="submit" size="lg" block loading={busy}>
        {P.submit}
      </Button>
    </form>
  );
}
