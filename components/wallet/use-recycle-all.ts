'use client';
import { useCallback } from 'react';
import { useSubmit } from '@/lib/api/use-submit';
import { afterMoneyMoved, recycleAll } from '@/lib/api/wallet';
import { toast } from '@/lib/ui/toast';

/**
 * One-click recovery (POST /api/transall) for the header, the wallet and the transfer screen.
 * The message shows whatever the code; once the server answered, the user and balances reload.
 * The key survives a network failure so tapping again cannot recycle twice.
 */
export function useRecycleAll() {
  const { submit, busy } = useSubmit();
  const recycle = useCallback(async () => {
    const done = await submit((key) => recycleAll(key));
    if (done.ok && done.value) toast.success(done.value);
    if (done.ok || done.answered) await afterMoneyMoved();
  }, [submit]);
  return { recycle, busy };
}
