'use client';
import { ChatBubbleLeftRightIcon } from '@heroicons/react/24/outline';
import { useEffect } from 'react';
import { loadUser } from '@/lib/api/user';
import { Link } from '@/lib/router/link';
import { replaceRoute } from '@/lib/router/navigate';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { LogoutButton } from '@/components/auth/logout-button';
import { ScreenSkeleton } from '@/components/layout/screen-skeleton';
import { ReopenButton } from '@/components/protection/reopen-button';
import { RestrictedBalance } from '@/components/protection/restricted-balance';
import { RestrictionCard } from '@/components/protection/restriction-card';

const P = t.protection;

/**
 * /restricted (docs/SCREENS.md#restricted): where the route guard keeps a member under a time-out
 * or self-exclusion (or whose account is closed after one): the state and its end, the balance,
 * 取款, 申请重新开放 when closed, customer service and logout. Every call here is one the server
 * still answers a restricted member.
 */
export default function RestrictedScreen(_: ScreenProps) {
  const { user } = useSession();
  const protection = user?.protection ?? null;
  // Read again on arrival: a restriction that ended since lets the member out at once.
  useEffect(() => {
    loadUser().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (user && !protection) replaceRoute('/');
  }, [user, protection]);

  if (!protection) return <ScreenSkeleton />;
  return (
    <div className="flex flex-col gap-3 p-gutter">
      <RestrictionCard protection={protection} />
      <RestrictedBalance />
      <Link
        to="/withdrawal"
        className="flex h-12 items-center justify-center rounded-control bg-brand text-title font-medium text-ink-inverse active:bg-brand-dark"
      >
        {P.withdraw}
      </Link>
      {protection.state === 'closed' && <ReopenButton />}
      <p className="text-center text-note text-ink-muted">{P.onlyWithdraw}</p>
      <div className="flex gap-3">
        <Link
          to="/kefu"
          className="flex min-h-touch flex-1 items-center justify-center gap-2 rounded-card bg-surface text-body font-medium text-ink shadow-card"
        >
          <ChatBubbleLeftRightIcon className="h-5 w-5" aria-hidden />
          {P.kefu}
        </Link>
        <LogoutButton className="flex-1 bg-surface shadow-card" />
      </div>
    </div>
  );
}
