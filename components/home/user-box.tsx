'use client';
import { useBalance } from '@/lib/api/user';
import { Link } from '@/lib/router/link';
import { hrefTo } from '@/lib/router/queries';
import { useSession } from '@/lib/session';
import { t } from '@/lib/text/zh-CN';
import { Skeleton } from '@/components/ui/skeleton';
import { BalanceAmount } from '@/components/wallet/balance-amount';
import { HallShortcuts } from './hall-shortcuts';

/** docs/SCREENS.md#home: name and balance (or the login/register prompt) beside the four shortcuts. */
export function UserBox() {
  const { token } = useSession();
  return (
    <section className="flex h-28 items-center gap-2 rounded-card bg-surface p-3 shadow-card">
      <div className="flex w-[7.5rem] shrink-0 flex-col justify-center gap-1.5 border-r border-line pr-2">
        {token ? <MemberSummary /> : <VisitorPrompt />}
      </div>
      <HallShortcuts />
    </section>
  );
}

function MemberSummary() {
  const { user } = useSession();
  const { data: balance } = useBalance();
  return (
    <>
      {user ? (
        <p className="truncate text-note text-ink-muted" data-testid="hall-username">
          {t.home.greeting(user.username)}
        </p>
      ) : (
        <Skeleton className="h-4 w-20" />
      )}
      <p className="text-caption text-ink-faint">{t.home.balance}</p>
      <BalanceAmount
        cents={balance}
        className="text-title font-bold text-brand"
        symbolClassName="text-note"
        skeletonClassName="h-6 w-24"
        testId="hall-balance"
      />
    </>
  );
}

function VisitorPrompt() {
  return (
    <>
      <p className="text-note leading-snug text-ink-muted">{t.home.loginOrRegister}</p>
      <div className="flex gap-1.5">
        {/* 44 px tap areas around 32 px pills. */}
        <Link to="/login" className="flex h-touch flex-1 items-center">
          <span className="flex h-8 w-full items-center justify-center rounded-pill bg-brand text-note font-medium text-ink-inverse">
            {t.auth.login}
          </span>
        </Link>
        <Link to={hrefTo('/login', { mode: 'register' })} className="flex h-touch flex-1 items-center">
          <span className="flex h-8 w-full items-center justify-center rounded-pill border border-brand text-note font-medium text-brand">
            {t.auth.register}
          </span>
        </Link>
      </div>
    </>
  );
}
