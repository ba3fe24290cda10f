'use client';
import { useBalance } from '@/lib/api/user';
import * as t from '@/lib/text/zh-CN';
import { BalanceAmount } from '@/components/wallet/balance-amount';
import { RefreshBalanceButton } from '@/components/wallet/refresh-balance-button';

/**
 * The central wallet on /restricted: the shared balance reader (/api/balance, polled by the app)
 * and refresh (/api/refreshusermoney), both allowed to a restricted member.
 */
export function RestrictedBalance() {
  const { data: balance } = useBalance();
  return (
    // flex-wrap, no min-w-0: at a large text size the refresh goes under a whole amount.
    <section className="flex flex-wrap items-center gap-2 rounded-card bg-surface py-3 pl-4 pr-1 shadow-card">
      <div className="flex-1">
        <p className="text-note text-ink-muted">{t.protection.balance}</p>
        <BalanceAmount
          cents={balance}
          className="text-headline font-bold text-ink"
          symbolClassName="text-body"
          skeletonClassName="h-7 w-28"
          testId="restricted-balance"
        />
      </div>
      <RefreshBalanceButton label={t.protection.refreshBalance} testId="restricted-balance-refresh" />
    </section>
  );
}
