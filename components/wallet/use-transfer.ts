'use client';
import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api/errors';
import { useIdempotentSubmit } from '@/lib/api/idempotency';
import { afterMoneyMoved, transfer } from '@/lib/api/wallet';
import { centsToDecimal } from '@/lib/money';
import { t } from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { checkTransfer, type TransferSides } from '@/lib/wallet/transfer';

/**
 * Check, send (with an Idempotency-Key kept across a retry after a lost answer) and report a
 * transfer. docs/SCREENS.md#transfer: the server's message shows whatever the code, plus 转入成功！ on success.
 * Resolves true when money moved.
 */
export function useTransfer() {
  const submit = useIdempotentSubmit();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (amount: string, sides: TransferSides): Promise<boolean> => {
      if (busy) return false;
      const check = checkTransfer(amount, sides);
      if (!check.ok) {
        toast.error(check.message);
        return false;
      }
      setBusy(true);
      try {
        const body = { amount: centsToDecimal(check.cents), sourcetype: sides.source, targettype: sides.target };
        const { ok, message } = await submit((key) => transfer(body, key), (e) => e instanceof ApiError);
        if (!ok) {
          toast.error(message || t.toast.serverError);
          return false;
        }
        if (message) toast.success(message);
        toast.success(t.transfer.success);
        await afterMoneyMoved();
        return true;
      } catch (e) {
        // No answer: the key is kept, so tapping again cannot move the money twice.
        if (!(e instanceof ApiError)) toast.error(t.app.networkError);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [busy, submit],
  );
  return { run, busy };
}
