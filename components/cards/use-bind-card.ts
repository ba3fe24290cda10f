'use client';
import { bindCard } from '@/lib/api/cards';
import { useSubmit } from '@/lib/api/use-submit';
import type { BindCardBody } from '@/contract/cards/schemas';
import { t } from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';

/** Binding a bank card or a USDT address: 绑定成功 then `onBound`; a failure keeps everything typed. */
export function useBindCard(onBound: () => void) {
  const { submit, busy } = useSubmit();
  const bind = async (body: BindCardBody) => {
    const done = await submit(() => bindCard(body));
    if (!done.ok) return;
    toast.success(t.cards.bound);
    onBound();
  };
  return { bind, busy };
}
