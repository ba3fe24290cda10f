'use client';
import { useState, type FormEvent } from 'react';
import { useSubmit } from '@/lib/api/use-submit';
import { signIn } from '@/lib/auth/flows';
import { replaceRoute } from '@/lib/router/navigate';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { validateLogin } from '@/lib/validation/auth';
import { Button } from '@/components/ui/button';
import { PasswordField, UsernameField } from './credential-fields';

/** Login (docs/SCREENS.md#login): the button is enabled only when both fields are filled. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { submit: send, busy } = useSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const invalid = validateLogin(name, password);
    if (invalid) {
      toast.error(invalid.message);
      return;
    }
    // A failure is toasted by the submit policy; the typed input stays.
    const done = await send(() => signIn(name.trim(), password));
    if (!done.ok) return;
    toast.success(t.auth.loginSuccess);
    replaceRoute(redirectTo);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <UsernameField value={name} onChange={setName} />
      <PasswordField value={password} onChange={setPassword} autoComplete="current-password" />
      <Button type="submit" size="lg" block loading={busy} disabled={!name.trim() || !password} className="mt-5">
        {t.auth.login}
      </Button>
    </form>
  );
}
