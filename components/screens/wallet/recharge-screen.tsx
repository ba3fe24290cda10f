'use client';
import { usePayBanks, usePayWays } from '@/lib/api/wallet';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import { RechargeView } from '@/components/wallet/deposit/recharge-view';

/** /recharge (docs/SCREENS.md#recharge): the member's deposit ways and form, from their two reads. */
export default function RechargeScreen(_: ScreenProps) {
  const { user } = useSession();
  const ways = usePayWays();
  // Read beside the ways, not after them: the bank way's form shows once its accounts are known.
  const banks = usePayBanks(!user?.isTrial);
  return (
    <RechargeView
      user={user}
      ways={{ data: ways.data, error: ways.error, isLoading: ways.isLoading, retry: () => void ways.mutate() }}
      banks={{ data: banks.data, error: banks.error, retry: () => void banks.mutate() }}
    />
  );
}
