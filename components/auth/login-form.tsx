'use client';
import { LockClosedIcon, UserIcon } from '@heroicons/react/24/outline';
import { useState, type FormEvent } from 'react';
import { signIn } from '@/lib/auth/flows';
import { NAME_MAX, PASSWORD_MAX } from '@/lib/constants';
import { replaceRoute } from '@/lib/router/navigate';
import { t } from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { validateLogin } from '@/lib/validation/auth';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

/** Login (docs/SCREENS.md#login): the button is enabled only when both fields are filled. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const invalid = validateLogin(name, password);
    if (invalid) {
      toast.error(invalid.message);
      return;
    }
    setBusy(true);
    try {
      await signIn(name.trim(), password);
      toast.success(t.auth.loginSuccess);
      replaceRoute(redirectTo);
    } catch {
      // The server's message was toasted by the client; the typed input stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <TextField label={t.auth.username} placeholder={t.auth.usernamePlaceholder} value={name} onChange={setName} maxLength={NAME_MAX} autoComplete="username" autoCapitalize="off" icon={<UserIcon className="h-5 w-5" />} />
      <TextField label={t.auth.password} placeholder={t.auth.passwordPlaceholder} type="password" revealable value={password} onChange={setPassword} maxLength={PASSWORD_MAX} autoComplete="current-password" icon={<LockClosedIcon className="h-5 w-5" />} />
      <Button type="submit" size="lg" block loading={busy} disabled={!name.trim() || !password} className="mt-5">
        {t.auth.login}
      </Button>
    </form>
  );
}
