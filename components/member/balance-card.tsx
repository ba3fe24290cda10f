'use client';
import type { Cents } from '@/lib/money';
import { Link } from '@/lib/router/link';
import * as t from '@/lib/text/zh-CN';
import { BalanceAmount } from '@/components/wallet/balance-amount';
import { RefreshBalanceButton } from '@/components/wallet/refresh-balance-button';

/** The central-wallet balance (undefined: still loading) with a refresh (POST /api/refreshusermoney, message toasted). */
export function BalanceCard({ balance }: { balance: Cents | undefined }) {
  return (
    <div className="@container flex flex-wrap items-center justify-between gap-x-2 rounded-card bg-surface px-4 py-3 shadow-card">
      <div className="min-w-0">
        <p className="text-note text-ink-muted">{t.mine.balance}</p>
        <div className="flex min-h-8 flex-wrap items-center">
          {/* Whole at any text size: the amount, the largest text here, grows only as far as the card holds it. */}
          <BalanceAmount
            cents={balance}
            className="text-[length:min(1.5rem,9cqw)] font-bold leading-[1.875rem] text-ink"
            symbolClassName="text-body"
            skeletonClassName="h-6 w-28"
            testId="mine-balance"
          />
          {/* -my-1.5: the 44 px target overhangs the 32 px line, so the row grows only with the text. */}
          <RefreshBalanceButton
            label={t.mine.refreshBalance}
            refreshed={t.mine.refreshed}
            spinClassName="text-brand"
            className="-my-1.5 w-touch text-ink-muted"
          />
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
