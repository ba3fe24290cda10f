'use client';
import { useState } from 'react';
import type { PayWayKey, ReceivingAccount } from '@/lib/api/types';
import type { User } from '@/lib/member/user';
import * as t from '@/lib/text/zh-CN';
import { MANUAL_WAY } from '@/lib/wallet/deposit';
import { Skeleton } from '@/components/ui/skeleton';
import { InertCopy } from '@/components/ui/inert-copy';
import { usePaintedScreen } from '@/components/layout/use-painted-screen';
import { DepositForm } from './deposit-form';
import { ManualDeposit } from './manual-deposit';
import { PayWayChoice } from './pay-way-choice';
import type { ReadState } from './read-state';
import { TrialNotice } from './trial-notice';

/**
 * /recharge's screen (docs/SCREENS.md#recharge) for the member `user`, from its two reads: the ways of
 * /api/get_pay_way plus the manual way, and the receiving accounts. If the ways cannot be loaded the
 * manual way is still offered (with a retry), so a player can always reach help. Drawn by the build
 * too, for the first paint (components/app/first-paints.tsx): while this page's first paint drew the
 * screen from the same answers, its loading state is that drawing.
 */
export function RechargeView({
  user,
  ways,
  banks,
}: {
  user: User | null;
  ways: ReadState<PayWayKey[]>;
  banks: ReadState<ReceivingAccount[]>;
}) {
  const [chosen, setChosen] = useState<PayWayKey | null>(null);
  const painted = usePaintedScreen('/recharge');

  if (user?.isTrial) return <TrialNotice />;

  const offered: PayWayKey[] = ways.data ?? (ways.error ? [MANUAL_WAY] : []);
  const way = chosen && offered.includes(chosen) ? chosen : offered[0];
  // docs/SCREENS.md#recharge: the form appears whole, below everything shown, so nothing moves
  // (its accounts list has no height to reserve before the answer says how many there are).
  const formReady = way !== 'bank' || banks.data !== undefined || banks.error !== undefined;
  const waysLoading = !!ways.isLoading && !ways.data;

  if (painted && (waysLoading || !formReady)) return <InertCopy of={[painted]} />;

  return (
    <div className="flex flex-col gap-3 p-gutter">
      <section className="rounded-card bg-surface p-4 shadow-card">
        <h2 className="mb-2 text-note text-ink-muted">{t.deposit.wayLabel}</h2>
        {waysLoading ? (
          <div className="grid grid-cols-4 gap-2" aria-busy>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : (
          <>
            <PayWayChoice ways={offered} value={way} onChange={setChosen} />
            {ways.error && !ways.data ? (
              <button
                type="button"
                onClick={ways.retry}
                className="mt-2 flex min-h-touch w-full items-center justify-center text-note text-ink-muted"
              >
                {t.deposit.loadFailed} · {t.app.retry}
              </button>
            ) : null}
          </>
        )}
      </section>
      {way && formReady && (
        <section className="rounded-card bg-surface p-4 shadow-card">
          {way === MANUAL_WAY ? (
            <ManualDeposit />
          ) : (
            <DepositForm way={way} usdtRate={user?.usdtRate ?? ''} banks={banks} />
          )}
        </section>
      )}
    </div>
  );
}
