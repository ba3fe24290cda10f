'use client';
import { ArrowPathIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useAppInfo } from '@/lib/api/app';
import { useBalance, useBalanceRefresh } from '@/lib/api/user';
import { Link } from '@/lib/router/link';
import { hrefTo } from '@/lib/router/queries';
import type { RouteDef } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import { t } from '@/lib/text/zh-CN';
import { BackButton } from '@/components/layout/back-button';
import { BalanceAmount } from '@/components/wallet/balance-amount';
import { RecycleButton } from '@/components/wallet/recycle-button';

const bar = 'sticky top-0 z-header bg-surface pt-safe-top shadow-card';

/** The header of docs/SCREENS.md#header: hidden, back arrow + title, or the main bar. */
export function Header({ route }: { route: RouteDef }) {
  if (route.header === 'hidden') return null;
  if (route.header === 'back') return <BackHeader title={route.title} />;
  return <MainHeader />;
}

export function BackHeader({ title }: { title: string }) {
  return (
    <header className={bar}>
      <div className="relative flex h-header items-center justify-center px-touch">
        <BackButton />
        <h1 className="truncate text-title font-semibold">{title}</h1>
      </div>
    </header>
  );
}

function MainHeader() {
  const { token } = useSession();
  const { data: app } = useAppInfo();
  return (
    <header className={bar}>
      <div className="flex h-header items-center justify-between gap-2 pl-gutter pr-1">
        <Link to="/" className="flex min-w-0 items-center gap-2" aria-label={t.routes.hall}>
          <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-control bg-brand text-note font-bold text-ink-inverse">
            TG
          </span>
          <span className="truncate text-title font-bold text-ink">{app?.title || t.app.name}</span>
        </Link>
        {token ? <MemberActions /> : <VisitorActions />}
      </div>
    </header>
  );
}

function VisitorActions() {
  return (
    <div className="flex shrink-0 items-center gap-1 pr-2">
      <Link to="/login" className="flex min-h-touch items-center px-3 text-body font-medium text-brand">
        {t.auth.login}
      </Link>
      <Link
        to={hrefTo('/login', { mode: 'register' })}
        className="my-1 flex min-h-9 items-center rounded-pill bg-brand px-4 text-body font-medium text-ink-inverse"
      >
        {t.auth.register}
      </Link>
    </div>
  );
}

function MemberActions() {
  const { data: balance } = useBalance();
  const { refresh, busy: refreshing } = useBalanceRefresh();

  return (
    <div className="flex shrink-0 items-center">
      <BalanceAmount
        cents={balance}
        className="text-body font-semibold text-ink"
        symbolClassName="text-note font-normal text-ink-muted"
        skeletonClassName="h-4 w-20"
        testId="header-balance"
      />
      <button
        type="button"
        onClick={refresh}
        aria-label={t.header.refresh}
        className="flex h-touch w-9 items-center justify-center text-ink-muted"
      >
        <ArrowPathIcon className={clsx('h-5 w-5', refreshing && 'animate-spin')} />
      </button>
      {/* The same recycle piece as the wallet and transfer screens (components/wallet). */}
      <RecycleButton />
    </div>
  );
}
