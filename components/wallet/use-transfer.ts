'use client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { backendHas, EXTENSIONS } from '@/lib/api/backend';
import { useSubmit } from '@/lib/api/use-submit';
import { applyMoneyMoved, transfer } from '@/lib/api/wallet';
import { toast } from '@/lib/ui/toast';
import type { Refusal } from '@/contract/common/rules';
import { amountToCents } from '@/lib/wallet/amount';
import { transferSuccessText } from '@/lib/wallet/transfer-message';
import { checkTransfer, transferAmount, type TransferField, type TransferSides } from '@/lib/wallet/transfer';

/** The form's reporter of a refusal (useCheckedForm's `passes`): toasts it and focuses the field. */
type Passes = (refusal: Refusal<TransferField> | null) => boolean;

/**
 * Check, send and report a transfer: a refusal shows the server's message, a success one toast
 * (转入成功！, with the server's message only when it says more: lib/wallet/transfer-message), and the balances the answer carried shown without reading them again. Cents travel only where the back end takes them (decimalTransfer); elsewhere whole yuan. A lost answer keeps the key, so tapping again cannot move the money twice.
 * Resolves true when money moved.
 */
export function useTransfer() {
  const { submit, busy } = useSubmit();
  const { mutate } = useSWRConfig();

  const run = useCallback(
    async (amount: string, sides: TransferSides, passes: Passes): Promise<boolean> => {
      if (busy) return false;
      // Whether cents may travel is known once /api/app answered: the check waits for it.
      const decimals = await backendHas(EXTENSIONS.decimalTransfer);
      if (!passes(checkTransfer(amount, sides, decimals))) return false;
      const body = {
        amount: transferAmount(amountToCents(amount)!, decimals),
        sourcetype: sides.source,
        targettype: sides.target,
      };
      const done = await submit((key) => transfer(body, key));
      if (!done.ok) return false;
      toast.success(transferSuccessText(done.value.message));
      // The answer's main and venue balances are shown as they are; a legacy answer (main only)
      // costs one read of the venue list.
      await applyMoneyMoved(done.value.moved, { mutate });
      return true;
    },
    [busy, submit, mutate],
  );
  return { run, busy };
}
