'use client';
import { useState } from 'react';
import { usePayBanks, usePayWays } from '@/lib/api/wallet';
import type { PayWayKey } from '@/lib/api/types';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { MANUAL_WAY } from '@/lib/wallet/deposit';
import { Skeleton } from '@/components/ui/skeleton';
import { DepositForm } from '@/components/wallet/deposit/deposit-form';
import { ManualDeposit } from '@/components/wallet/deposit/manual-deposit';
import { PayWayChoice } from '@/components/wallet/deposit/pay-way-choice';
import { TrialNotice } from '@/components/wallet/deposit/trial-notice';

/**
 * /recharge (docs/SCREENS.md#recharge): the ways of /api/get_pay_way plus the manual way. If the ways cannot
 * be loaded the manual way is still offered (with a retry), so a player can always reach help.
 */
export default function RechargeScreen(_: ScreenProps) {
  const { user } = useSession();
  const { data: ways, error, mutate, isLoading } = usePayWays();
  // Read beside the ways, not after them: the bank way's form shows once its accounts are known.
  const banks = usePayBanks(!user?.isTrial);
  const [chosen, setChosen] = useState<PayWayKey | null>(null);

  if (user?.isTrial) return <TrialNotice />;

  const offered: PayWayKey[] = ways ?? (error ? [MANUAL_WAY] : []);
  const way = chosen && offered.includes(chosen) ? chosen : offered[0];
  // docs/SCREENS.md#recharge: the form appears whole, below everything shown, so nothing moves
  // (its accounts list has no height to reserve before the answer says how many there are).
  const formReady = way !== 'bank' || banks.data !== undefined || banks.error !== undefined;

  return (
    <div className="flex flex-col gap-3 p-gutter">
      <section className="rounded-card bg-surface p-4 shadow-card">
        <h2 className="mb-2 text-note text-ink-muted">{t.deposit.wayLabel}</h2>
        {isLoading && !ways ? (
          <div className="grid grid-cols-4 gap-2" aria-busy>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : (
          <>
            <PayWayChoice ways={offered} value={way} onChange={setChosen} />
            {error && !ways && (
              <button
                type="button"
                onClick={() => void mutate()}
                className="mt-2 flex min-h-touch w-full items-center justify-center text-note text-ink-muted"
              >
                {t.deposit.loadFailed} · {t.app.retry}
              </button>
            )}
          </>
        )}
      </section>
      {way && formReady && (
        <section className="rounded-card bg-surface p-4 shadow-card">
          {way === MANUAL_WAY ? <ManualDeposit /> : <DepositForm way={way} />}
        </section>
      )}
    </div>
  );
}
