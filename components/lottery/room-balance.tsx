'use client';
import { ArrowPathIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useBalance, useBalanceRefresh } from '@/lib/api/user';
import * as t from '@/lib/text/zh-CN';
import { BalanceAmount } from '@/components/wallet/balance-amount';

/** The player's balance in the room, with the shared refresh (POST /api/refreshusermoney). */
export function RoomBalance() {
  const { data: balance } = useBalance();
  const { refresh, busy } = useBalanceRefresh();
  return (
    <div className="flex min-w-0 items-center">
      <div className="min-w-0">
        <p className="text-caption text-ink-muted">{t.lottery.balance}</p>
        <BalanceAmount
          cents={balance}
          className="text-title font-semibold text-ink"
          symbolClassName="text-note font-normal text-ink-muted"
          skeletonClassName="h-5 w-20"
          testId="room-balance"
        />
      </div>
      <button
        type="button"
        onClick={refresh}
        aria-label={t.lottery.refreshBalance}
        data-testid="room-balance-refresh"
        className="flex h-touch w-touch shrink-0 items-center justify-center text-ink-muted"
      >
        <ArrowPathIcon className={clsx('h-5 w-5', busy && 'animate-spin')} />
      </button>
    </div>
  );
}
