'use client';
import type { Cents } from '@/lib/money';
import { revalidateBalanceList } from '@/lib/api/wallet';
import * as t from '@/lib/text/zh-CN';
import { BalanceAmount } from '@/components/wallet/balance-amount';
import { RefreshBalanceButton } from './refresh-balance-button';
import { RecycleButton } from './recycle-button';

export interface WalletSummaryProps {
  total: Cents | undefined;
  central: Cents | undefined;
  game: Cents | undefined;
}

/**
 * The red card on top of the wallet: total assets, central wallet, game wallet, refresh and recycle.
 * At a large text size (docs/ACCESSIBILITY.md#text-size) no amount breaks: the rows wrap, the two
 * wallets stack (a container query in rem answers the text size), and the total, already the
 * largest text of the screen, grows only as far as a seven-figure amount still fits the card.
 */
export function WalletSummary({ total, central, game }: WalletSummaryProps) {
  return (
    <section
      className="@container rounded-card bg-gradient-to-br from-coral via-brand to-brand-dark p-4 text-ink-inverse shadow-raised"
      aria-label={t.wallet.totalAssets}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-note text-ink-inverse/80">{t.wallet.totalAssets}</p>
          <div className="flex min-h-10 flex-wrap items-center">
            <BalanceAmount
              cents={total}
              className="text-[length:min(1.75rem,9cqw)] font-bold leading-[2.25rem]"
              symbolClassName="text-title"
              skeletonClassName="h-8 w-36 opacity-40"
              testId="wallet-total"
            />
            <RefreshBalanceButton
              label={t.wallet.refresh}
              refreshed={t.wallet.refreshed}
              alsoReload={revalidateBalanceList}
              // -my-0.5: the 44 px target overhangs the 40 px line, so the row grows only with the text.
              className="-my-0.5 w-touch text-ink-inverse/80"
            />
          </div>
        </div>
        <RecycleButton look="pill" className="bg-surface/20 text-ink-inverse" />
      </div>
      <dl className="mt-3 grid divide-surface/25 rounded-control bg-surface-inverse/15 py-2 @max-[20rem]:divide-y @min-[20rem]:grid-cols-2 @min-[20rem]:divide-x">
        <Figure label={t.wallet.centralWallet} cents={central} testId="wallet-central" />
        <Figure label={t.wallet.gameWallet} cents={game} testId="wallet-game" />
      </dl>
    </section>
  );
}

function Figure({ label, cents, testId }: { label: string; cents: Cents | undefined; testId: string }) {
  return (
    <div className="min-w-0 px-3 @max-[20rem]:py-1">
      <dt className="text-caption text-ink-inverse/80">{label}</dt>
      <dd className="flex min-h-6 items-center">
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
