'use client';
import { ArrowPathIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useState } from 'react';
import { ApiError, AuthError } from '@/lib/api/errors';
import { refreshUserMoney, useBalance } from '@/lib/api/user';
import { formatMoney } from '@/lib/money';
import { Link } from '@/lib/router/link';
import { t } from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { Skeleton } from '@/components/ui/skeleton';

/** The central-wallet balance with a refresh (POST /api/refreshusermoney, message toasted). */
export function BalanceCard() {
  const { data: balance, mutate } = useBalance();
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { user, message } = await refreshUserMoney();
      // Also through this hook's own cache, whatever SWR provider it sits under.
      await mutate(user.balance, { revalidate: false });
      toast.success(message || t.mine.refreshed);
    } catch (e) {
      // The call is silent: say the server's refusal here; 401 has its own alert.
      if (e instanceof ApiError && !(e instanceof AuthError)) toast.error(e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center justify-between rounded-card bg-surface px-4 py-3 shadow-card">
      <div className="min-w-0">
        <p className="text-note text-ink-muted">{t.mine.balance}</p>
        <div className="flex h-8 items-center">
          {balance === undefined ? (
            <Skeleton className="h-6 w-28" />
          ) : (
            <p className="truncate font-num text-amount font-bold text-ink" data-testid="mine-balance">
              <span className="mr-1 text-body">¥</span>
              {formatMoney(balance)}
            </p>
          )}
          <button type="button" onClick={refresh} disabled={busy} aria-label={t.mine.refreshBalance} aria-busy={busy} className="flex h-touch w-touch shrink-0 items-center justify-center text-ink-muted">
            <ArrowPathIcon className={clsx('h-5 w-5', busy && 'animate-spin text-brand')} />
          </button>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link to="/recharge" className="flex min-h-touch items-center">
          <span className="rounded-pill bg-brand px-4 py-1.5 text-note font-medium text-ink-inverse">{t.home.deposit}</span>
        </Link>
        <Link to="/withdrawal" className="flex min-h-touch items-center">
          <span className="rounded-pill border border-brand px-4 py-1.5 text-note font-medium text-brand">{t.home.withdraw}</span>
        </Link>
      </div>
    </div>
  );
}
