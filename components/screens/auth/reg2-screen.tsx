'use client';
import { parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { Link } from '@/lib/router/link';
import { AuthCard } from '@/components/auth/auth-card';
import { RegisterForm } from '@/components/auth/register-form';

/** /reg2?pid=…: an invite link's registration, referrer prefilled, with a way back to login. */
export default function Reg2Screen({ location }: ScreenProps) {
  const query = parseQuery('/reg2', location);
  return (
    <AuthCard>
      <RegisterForm initialPid={query.pid} redirectTo={query.redirect} />
      <Link to="/login" className="flex min-h-touch items-center justify-center text-note text-ink-muted">
        {t.auth.toLogin}
      </Link>
    </AuthCard>
  );
}
