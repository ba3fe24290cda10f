'use client';
import type { FormEvent } from 'react';
import { setFirstPayPassword } from '@/lib/api/account';
import { useSubmit } from '@/lib/api/use-submit';
import { PAY_PASSWORD_MAX } from '@/lib/constants';
import { LOGIN_PASSWORD_LENGTH } from '@/contract/session/rules';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import {
  validateFirstPayPassword,
  type FirstPayPasswordField,
  type FirstPayPasswordInput,
} from '@/lib/validation/password';
import { Button } from '@/components/ui/button';
import { FieldRow } from '@/components/ui/field-row';
import { Modal } from '@/components/ui/modal';
import { useCheckedForm } from '@/components/ui/use-checked-form';

const S = t.password.setPay;

/**
 * docs/SCREENS.md#set-pay-password: a member without a pay password of its own sets one before the
 * first bind or withdrawal. The login password proves who is at the keyboard (/api/editPayPassword
 * with it as the old one); the user then reloads, which closes this dialog.
 */
export function PayPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const {
    form,
    passes,
    field: checked,
  } = useCheckedForm<FirstPayPasswordInput, FirstPayPasswordField>({
    login: '',
    pay: '',
    confirm: '',
  });
  const { submit: send, busy } = useSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !passes(validateFirstPayPassword(form))) return;
    // Refused (a wrong login password: 原密码不正确) or no answer: the policy toasts, the input stays.
    const done = await send(() => setFirstPayPassword(form.login, form.pay));
    if (!done.ok) return;
    toast.success(S.saved);
    onClose();
  };

  const row = (field: FirstPayPasswordField, label: string, placeholder: string, max: number) => (
    <FieldRow
      {...checked(field)}
      label={label}
      placeholder={placeholder}
      type="password"
      revealable
      maxLength={max}
      autoComplete={field === 'login' ? 'current-password' : 'off'}
      data-autofocus={field === 'login' ? true : undefined}
    />
  );

  return (
    <Modal open={open} onClose={onClose} title={S.title}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 px-5 pb-5 pt-1">
        <p className="text-note leading-relaxed text-ink-muted">{S.hint}</p>
        <div className="overflow-hidden rounded-control border border-line">
          {row('login', S.login, S.loginPlaceholder, LOGIN_PASSWORD_LENGTH.max)}
          {row('pay', S.pay, S.payPlaceholder, PAY_PASSWORD_MAX)}
          {row('confirm', S.confirm, S.confirmPlaceholder, PAY_PASSWORD_MAX)}
        </div>
        <Button type="submit" size="lg" block loading={busy}>
          {S.submit}
        </Button>
      </form>
    </Modal>
  );
}
