'use client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { NetworkError } from '@/lib/api/errors';
import { useSubmit } from '@/lib/api/use-submit';
import { toast } from '@/lib/ui/toast';

/**
 * The wallet calls come with the first tap: the header's button is part of every page's boot,
 * and the wallet domain (its calls and their normalisers) is not needed to draw it. A chunk that
 * cannot load is a network failure to the player (the one policy of use-submit.ts).
 */
const wallet = () =>
  import('@/lib/api/wallet').catch(() => {
    throw new NetworkError(false);
  });

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
    // Loaded inside the submit, so the busy flag (and its double-tap guard) covers the load too.
    const done = await submit(async (key) => (await wallet()).recycleAll(key));
    if (done.ok && done.value.message) toast.success(done.value.message);
    // A refusal may still have moved some venues (201 names the one that failed): read both.
    if (!done.ok && !done.answered) return;
    const { applyMoneyMoved } = await wallet();
    if (done.ok) await applyMoneyMoved(done.value.moved, { mutate });
    else await applyMoneyMoved({ balance: null, venue: null }, { mutate });
  }, [submit, mutate]);
  return { recycle, busy };
}
