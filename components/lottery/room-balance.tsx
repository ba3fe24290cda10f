'use client';
import { useBalance } from '@/lib/api/user';
import type { Cents } from '@/lib/money';
import * as t from '@/lib/text/zh-CN';
import { BalanceAmount } from '@/components/wallet/balance-amount';
import { RefreshBalanceButton } from '@/components/wallet/refresh-balance-button';

/** The player's balance in the room, with the shared refresh (POST /api/refreshusermoney). */
export function RoomBalance() {
  const { data: balance } = useBalance();
  return <RoomBalanceView cents={balance} />;
}

/** The balance as the room shows it (the stored one at first); also drawn by the room's first paint. */
export function RoomBalanceView({ cents }: { cents: Cents | undefined }) {
  return (
    <div className="flex min-w-0 items-center">
      <div className="min-w-0">
        <p className="text-caption text-ink-muted">{t.lottery.balance}</p>
        <BalanceAmount
          cents={cents}
          className="text-title font-semibold text-ink"
          symbolClassName="text-note font-normal text-ink-muted"
          skeletonClassName="h-5 w-20"
          testId="room-balance"
        />
      </div>
      <RefreshBalanceButton label={t.lottery.refreshBalance} testId="room-balance-refresh" />
    </div>
  );
}
