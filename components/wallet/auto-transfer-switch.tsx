'use client';
import { useState } from 'react';
import { useSubmit } from '@/lib/api/use-submit';
import { setAutoTransfer } from '@/lib/api/wallet';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { ToggleSwitch } from '@/components/ui/toggle-switch';

/**
 * 自动转账 (POST /api/uptransferstatus). Flips at once, settles on the answer: a refusal
 * or a lost answer (both toasted by the submit policy) puts it back.
 */
export function AutoTransferSwitch() {
  const { user } = useSession();
  const [pending, setPending] = useState<boolean | null>(null);
  const { submit } = useSubmit();
  const checked = pending ?? user?.autoTransfer ?? false;

  const onChange = async (next: boolean) => {
    if (pending !== null) return;
    setPending(next);
    const done = await submit(() => setAutoTransfer(next));
    if (done.ok && done.value) toast.success(done.value);
    setPending(null);
  };

  return (
    <ToggleSwitch
      label={t.transfer.autoTransfer}
      hint={t.transfer.autoTransferHint}
      checked={checked}
      onChange={onChange}
      disabled={!user}
      inset={false}
      strong
      testId="auto-transfer"
    />
  );
}
