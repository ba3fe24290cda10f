'use client';
import { parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { Link } from '@/lib/router/link';
import { AuthCard } from '@/components/auth/auth-card';
import { RegisterForm } from '@/components/auth/register-form';

/** /reg: the same fields, registering then taking the player to the app download. */
export default function RegScreen({ location }: ScreenProps) {
  return (
    <AuthCard>
      <RegisterForm
        initialPid={parseQuery('/reg', location).pid}
        submitLabel={t.auth.registerAndDownload}
        mismatchText={t.auth.passwordMismatchAlt}
        redirectTo="/app"
      />
      <Link to="/login" className="flex min-h-touch items-center justify-center text-note text-ink-muted">
        {t.auth.toLogin}
      </Link>
    </AuthCard>
  );
}
