'use client';
import { useCallback, useState } from 'react';
import { useIdempotentSubmit } from '@/lib/api/idempotency';
import { ApiError } from '@/lib/api/errors';
import { afterMoneyMoved, recycleAll } from '@/lib/api/wallet';
import { t } from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';

/**
 * One-click recovery (POST /api/transall) for the header, the wallet and the transfer screen.
 * docs/SCREENS.md#account: the message shows whatever the code; then the user and balances reload. The key
 * survives a network failure so tapping again cannot recycle twice.
 */
export function useRecycleAll() {
  const submit = useIdempotentSubmit();
  const [busy, setBusy] = useState(false);
  const recycle = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { ok, message } = await submit((key) => recycleAll(key), (e) => e instanceof ApiError);
      (ok ? toast.success : toast.error)(message || t.toast.serverError);
      await afterMoneyMoved();
    } catch {
      /* network failure or 401: the client already did what there is to do */
    } finally {
      setBusy(false);
    }
  }, [busy, submit]);
  return { recycle, busy };
}
