'use client';
import type { FormEvent } from 'react';
import { bindCard } from '@/lib/api/cards';
import { useSubmit } from '@/lib/api/use-submit';
import type { BindCardBody } from '@/contract/cards/schemas';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';

/**
 * Binding a bank card or a USDT address. `onSubmitWith(passes, body)` is the form's submit
 * handler: it checks the form (the check focuses the failing field and toasts), then binds:
 * 绑定成功 and `onBound`; a failure keeps everything typed.
 */
export function useBindCard(onBound: () => void) {
  const { submit, busy } = useSubmit();
  const onSubmitWith = (passes: () => boolean, body: () => BindCardBody) => async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !passes()) return;
    const done = await submit(() => bindCard(body()));
    if (!done.ok) return;
    toast.success(t.cards.bound);
    onBound();
  };
  return { onSubmitWith, busy };
}
