'use client';
import clsx from 'clsx';
import { useState } from 'react';
import { parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { RegisterForm } from '@/components/auth/register-form';
import { TrialButton } from '@/components/auth/trial-button';

/** On /login, type=1 opens registration; anything else is login. A changed query switches the tab. */
export default function LoginScreen({ location }: ScreenProps) {
  const query = parseQuery('/login', location);
  const [mode, setMode] = useState(query.mode);
  const [queryMode, setQueryMode] = useState(query.mode);
  if (query.mode !== queryMode) {
    setQueryMode(query.mode);
    setMode(query.mode);
  }
  const redirectTo = query.redirect;

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
            className={clsx(
              'min-h-touch rounded-control text-body font-medium',
              mode === m ? 'bg-surface text-brand shadow-card' : 'text-ink-muted',
            )}
          >
            {m === 'login' ? t.auth.login : t.auth.register}
          </button>
        ))}
      </div>
      {mode === 'login' ? (
        <LoginForm redirectTo={redirectTo} />
      ) : (
        <RegisterForm initialPid={query.pid} redirectTo={redirectTo} />
      )}
      <button
        type="button"
        onClick={() => setMode(mode === 'login' ? 'register' : 'login')}
        className="min-h-touch text-note text-ink-muted"
      >
        {mode === 'login' ? t.auth.toRegister : t.auth.toLogin}
      </button>
      <TrialButton />
    </AuthCard>
  );
}
