'use client';
import { ArrowPathIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import type { Cents } from '@/lib/money';
import { revalidateBalanceList } from '@/lib/api/wallet';
import { useBalanceRefresh } from '@/lib/api/user';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { BalanceAmount } from '@/components/wallet/balance-amount';
import { RecycleButton } from './recycle-button';

export interface WalletSummaryProps {
  total: Cents | undefined;
  central: Cents | undefined;
  game: Cents | undefined;
}

/** The red card on top of the wallet: total assets, central wallet, game wallet, refresh and recycle. */
export function WalletSummary({ total, central, game }: WalletSummaryProps) {
  const { refresh, busy } = useBalanceRefresh();
  const onRefresh = async () => {
    const [message] = await Promise.all([refresh(), revalidateBalanceList()]);
    if (message !== null) toast.success(message || t.wallet.refreshed);
  };

  return (
    <section
      className="rounded-card bg-gradient-to-br from-[#ff6a5c] via-brand to-brand-dark p-4 text-ink-inverse shadow-raised"
      aria-label={t.wallet.totalAssets}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-note text-ink-inverse/80">{t.wallet.totalAssets}</p>
          <div className="flex h-10 items-center">
            <BalanceAmount
              cents={total}
              className="text-[28px] font-bold leading-9"
              symbolClassName="text-title"
              skeletonClassName="h-8 w-36 opacity-40"
              testId="wallet-total"
            />
            <button
              type="button"
              onClick={onRefresh}
              disabled={busy}
              aria-label={t.wallet.refresh}
              aria-busy={busy || undefined}
              className="flex h-touch w-touch shrink-0 items-center justify-center text-ink-inverse/80"
            >
              <ArrowPathIcon className={clsx('h-5 w-5', busy && 'animate-spin')} />
            </button>
          </div>
        </div>
        <RecycleButton look="pill" className="bg-surface/20 text-ink-inverse" />
      </div>
      <dl className="mt-3 grid grid-cols-2 divide-x divide-surface/25 rounded-control bg-surface-inverse/15 py-2">
        <Figure label={t.wallet.centralWallet} cents={central} testId="wallet-central" />
        <Figure label={t.wallet.gameWallet} cents={game} testId="wallet-game" />
      </dl>
    </section>
  );
}

function Figure({ label, cents, testId }: { label: string; cents: Cents | undefined; testId: string }) {
  return (
    <div className="min-w-0 px-3">
      <dt className="text-caption text-ink-inverse/80">{label}</dt>
      <dd className="flex h-6 items-center">
        <BalanceAmount
          cents={cents}
          className="text-title font-semibold"
          symbolClassName="text-note"
          skeletonClassName="h-5 w-20 opacity-40"
          testId={testId}
        />
      </dd>
    </div>
  );
}
