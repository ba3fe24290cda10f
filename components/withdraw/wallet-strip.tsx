'use client';
import { useBalanceList } from '@/lib/api/wallet';
import { useBalance } from '@/lib/api/user';
import { BALANCE_LIST_POLL_MS } from '@/lib/constants';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { walletTotals } from '@/lib/wallet/venues';
import { BalanceAmount } from '@/components/wallet/balance-amount';
import { RecycleButton } from '@/components/wallet/recycle-button';

/**
 * What can be withdrawn: the central wallet, beside what still sits in the venues (the balance
 * list, polled every 3.5 s on this screen, docs/SCREENS.md#polling) with the one-click recovery to bring it back.
 */
export function WalletStrip() {
  const { user } = useSession();
  const { data: central } = useBalance();
  const { data: venues } = useBalanceList(BALANCE_LIST_POLL_MS);
  const { game } = walletTotals(central, venues, user?.gameBalance);
  return (
    // No min-w-0: a whole amount is as narrow as its box gets, so the row wraps instead (docs/ACCESSIBILITY.md#text-size).
    <section className="flex flex-wrap items-center gap-3 rounded-card bg-surface px-4 py-3 shadow-card">
      <div className="flex-1">
        <p className="text-note text-ink-muted">{t.withdraw.centralWallet}</p>
        <BalanceAmount
          cents={central}
          className="text-headline font-bold text-ink"
          symbolClassName="text-body"
          skeletonClassName="h-7 w-28"
          testId="withdraw-central"
        />
      </div>
      <div className="border-l border-line pl-3">
        <p className="text-note text-ink-muted">{t.withdraw.gameWallet}</p>
        <BalanceAmount
          cents={game}
          className="text-title font-semibold text-ink-muted"
          symbolClassName="text-note"
          skeletonClassName="h-5 w-20"
          testId="withdraw-game"
        />
      </div>
      <RecycleButton look="pill" className="bg-brand-soft text-brand" />
    </section>
  );
}
