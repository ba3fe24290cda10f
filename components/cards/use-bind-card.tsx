'use client';
import type { FormEvent } from 'react';
import { bindCard } from '@/lib/api/cards';
import { useSubmit } from '@/lib/api/use-submit';
import { useSession } from '@/lib/session';
import type { BindCardBody } from '@/contract/cards/schemas';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { usePayPasswordGate } from '@/components/security/use-pay-password-gate';

/**
 * Binding a bank card or a USDT address. `onSubmitWith(passes, body)` is the form's submit
 * handler: a member without a pay password of its own sets one first (`dialog`, the
 * 设置支付密码 dialog the form renders), then the form is checked (the check focuses the failing
 * field and toasts) and bound: 绑定成功 and `onBound`; a failure keeps everything typed.
 */
export function useBindCard(onBound: () => void) {
  const { submit, busy } = useSubmit();
  const { user } = useSession();
  const gate = usePayPasswordGate(user);
  const onSubmitWith = (passes: () => boolean, body: () => BindCardBody) => async (e: FormEvent) => {
    e.preventDefault();
    if (busy || gate.blocks() || !passes()) return;
    const done = await submit(() => bindCard(body()));
    if (!done.ok) {
      gate.onRefusal(done.error);
      return;
    }
    toast.success(t.cards.bound);
    onBound();
  };
  return { onSubmitWith, busy, dialog: gate.dialog };
}
