'use client';
import { useCallback } from 'react';
import { transferToDownline } from '@/lib/api/downline';
import { useSubmit } from '@/lib/api/use-submit';
import { useBalance } from '@/lib/api/user';
import { centsToDecimal, formatMoney, type Cents } from '@/lib/money';
import { patchUser } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { showConfirm } from '@/lib/ui/alert';
import { toast } from '@/lib/ui/toast';

/**
 * Confirm, send and report one 下级转账. The key is made when the agent confirms (useSubmit), so a
 * resend after a lost answer is the same transfer; the body is the scope, so a changed amount or
 * member after a lost answer is a new one. On success: the server's words, and the balance it
 * answered with shown at once. Resolves true when money moved.
 */
export function useDownlineTransfer() {
  const { submit, busy } = useSubmit();
  const { mutate: showBalance } = useBalance();

  const run = useCallback(
    async (member: string, cents: Cents, password: string): Promise<boolean> => {
      if (busy) return false;
      const amount = centsToDecimal(cents);
      if (!(await showConfirm(t.downline.confirm(member, formatMoney(cents)), t.downline.confirmTitle))) return false;
      const body = { username: member, amount, paypassword: password };
      const done = await submit((key) => transferToDownline(body, key), { scope: `${member}\n${amount}` });
      if (!done.ok) return false;
      toast.success(done.value.message || t.downline.done);
      // Main wallet to main wallet: the answer's balance is all that changed for the agent (no
      // venue, no user field), so it is shown as answered, without another read.
      patchUser({ balance: done.value.balance });
      await showBalance(done.value.balance, { revalidate: false });
      return true;
    },
    [busy, submit, showBalance],
  );
  return { run, busy };
}
