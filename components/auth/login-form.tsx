'use client';
import type { FormEvent } from 'react';
import { useSubmit } from '@/lib/api/use-submit';
import { landingAfterLogin, signIn } from '@/lib/auth/flows';
import { replaceRoute } from '@/lib/router/navigate';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { validateLogin, type LoginField, type LoginInput } from '@/lib/validation/auth';
import { Button } from '@/components/ui/button';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { PasswordField, UsernameField } from './credential-fields';

/** Login (docs/SCREENS.md#login): the button is enabled only when both fields are filled. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { form, passes, field } = useCheckedForm<LoginInput, LoginField>({ name: '', password: '' });
  const { submit: send, busy } = useSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !passes(validateLogin(form))) return;
    // A failure is toasted by the submit policy; the typed input stays.
    const done = await send(() => signIn(form.name.trim(), form.password));
    if (!done.ok) return;
    toast.success(t.auth.loginSuccess);
    replaceRoute(landingAfterLogin(done.value, redirectTo));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <UsernameField {...field('name')} />
      <PasswordField {...field('password')} autoComplete="current-password" />
      <Button
        type="submit"
        size="lg"
        block
        loading={busy}
        disabled={!form.name.trim() || !form.password}
        className="mt-5"
      >
        {t.auth.login}
      </Button>
    </form>
  );
}
