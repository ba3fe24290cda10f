'use client';
import { useState } from 'react';
import { parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { AuthCard } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { RegisterForm } from '@/components/auth/register-form';
import { TrialButton } from '@/components/auth/trial-button';
import { TabStrip, type TabLook } from '@/components/ui/segmented-tabs';

const MODES = [
  { value: 'login' as const, label: t.auth.login },
  { value: 'register' as const, label: t.auth.register },
];

const MODE_TABS: TabLook = {
  list: 'grid grid-cols-2 rounded-control bg-surface-sunken p-1',
  tab: 'min-h-touch rounded-control text-body font-medium',
  selected: 'bg-surface text-brand shadow-card',
  idle: 'text-ink-muted',
};

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
      <TabStrip
        options={MODES}
        value={mode}
        onChange={setMode}
        label={t.auth.modeLabel}
        look={MODE_TABS}
        panel={
          mode === 'login' ? (
            <LoginForm redirectTo={redirectTo} />
          ) : (
            <RegisterForm initialPid={query.pid} redirectTo={redirectTo} />
          )
        }
      />
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
