'use client';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { redirectTarget, type ScreenProps } from '@/lib/routes';
import { t } from '@/lib/text/zh-CN';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { RegisterForm } from '@/components/auth/register-form';
import { TrialButton } from '@/components/auth/trial-button';

type Mode = 'login' | 'register';

/** docs/SCREENS.md#login: on /login, type=1 opens registration; anything else is login. */
export const modeFromQuery = (query: URLSearchParams): Mode => (query.get('type') === '1' ? 'register' : 'login');

export default function LoginScreen({ location }: ScreenProps) {
  const [mode, setMode] = useState<Mode>(() => modeFromQuery(location.query));
  const typeParam = location.query.get('type');
  useEffect(() => setMode(typeParam === '1' ? 'register' : 'login'), [typeParam]);
  const redirectTo = redirectTarget(location.query);

  return (
    <AuthCard>
      <div role="tablist" className="grid grid-cols-2 rounded-control bg-surface-sunken p-1">
        {(['login', 'register'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            onClick={() => setMode(m)}
            className={clsx('min-h-touch rounded-control text-body font-medium', mode === m ? 'bg-surface text-brand shadow-card' : 'text-ink-muted')}
          >
            {m === 'login' ? t.auth.login : t.auth.register}
          </button>
        ))}
      </div>
      {mode === 'login' ? (
        <LoginForm redirectTo={redirectTo} />
      ) : (
        <RegisterForm initialPid={location.query.get('pid') ?? ''} redirectTo={redirectTo} />
      )}
      <button type="button" onClick={() => setMode(mode === 'login' ? 'register' : 'login')} className="min-h-touch text-note text-ink-muted">
        {mode === 'login' ? t.auth.toRegister : t.auth.toLogin}
      </button>
      <TrialButton />
    </AuthCard>
  );
}
