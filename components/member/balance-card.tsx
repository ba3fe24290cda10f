'use client';
import { ArrowPathIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useBalance, useBalanceRefresh } from '@/lib/api/user';
import { Link } from '@/lib/router/link';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { BalanceAmount } from '@/components/wallet/balance-amount';

/** The central-wallet balance with a refresh (POST /api/refreshusermoney, message toasted). */
export function BalanceCard() {
  const { data: balance } = useBalance();
  const { refresh, busy } = useBalanceRefresh();

  const onRefresh = async () => {
    const message = await refresh();
    if (message !== null) toast.success(message || t.mine.refreshed);
  };

  return (
    <div className="flex items-center justify-between rounded-card bg-surface px-4 py-3 shadow-card">
      <div className="min-w-0">
        <p className="text-note text-ink-muted">{t.mine.balance}</p>
        <div className="flex h-8 items-center">
          <BalanceAmount
            cents={balance}
            className="text-amount font-bold text-ink"
            symbolClassName="text-body"
            skeletonClassName="h-6 w-28"
            testId="mine-balance"
          />
          <button
            type="button"
            onClick={onRefresh}
            disabled={busy}
            aria-label={t.mine.refreshBalance}
            aria-busy={busy}
            className="flex h-touch w-touch shrink-0 items-center justify-center text-ink-muted"
          >
            <ArrowPathIcon className={clsx('h-5 w-5', busy && 'animate-spin text-brand')} />
          </button>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link to="/recharge" className="flex min-h-touch items-center">
          <span className="rounded-pill bg-brand px-4 py-1.5 text-note font-medium text-ink-inverse">
            {t.home.deposit}
          </span>
        </Link>
        <Link to="/withdrawal" className="flex min-h-touch items-center">
          <span className="rounded-pill border border-brand px-4 py-1.5 text-note font-medium text-brand">
            {t.home.withdraw}
          </span>
        </Link>
      </div>
    </div>
  );
}
