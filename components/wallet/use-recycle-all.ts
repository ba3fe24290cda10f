'use client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useSubmit } from '@/lib/api/use-submit';
import { applyMoneyMoved, recycleAll } from '@/lib/api/wallet';
import { toast } from '@/lib/ui/toast';

/**
 * One-click recovery (POST /api/transall) for the header, the wallet and the transfer screen.
 * The message shows whatever the code; once the server answered, the balances it did not carry
 * (a recycle answers `""`: the main balance and the venue list) are read once each.
 * The key survives a network failure so tapping again cannot recycle twice.
 */
export function useRecycleAll() {
  const { submit, busy } = useSubmit();
  const { mutate } = useSWRConfig();
  const recycle = useCallback(async () => {
    const done = await submit((key) => recycleAll(key));
    if (done.ok && done.value.message) toast.success(done.value.message);
    // A refusal may still have moved some venues (201 names the one that failed): read both.
    if (done.ok) await applyMoneyMoved(done.value.moved, { mutate });
    else if (done.answered) await applyMoneyMoved({ balance: null, venue: null }, { mutate });
  }, [submit, mutate]);
  return { recycle, busy };
}
