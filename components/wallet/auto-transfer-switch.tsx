'use client';
import { Field, Label, Description, Switch } from '@headlessui/react';
import clsx from 'clsx';
import { useState } from 'react';
import { useSubmit } from '@/lib/api/use-submit';
import { setAutoTransfer } from '@/lib/api/wallet';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';

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
    <Field className="flex min-h-[56px] items-center justify-between gap-3">
      <div className="min-w-0">
        <Label className="text-body font-medium text-ink">{t.transfer.autoTransfer}</Label>
        <Description className="text-caption text-ink-faint">{t.transfer.autoTransferHint}</Description>
      </div>
      {/* A 44 px hit area around the 28 px track. */}
      <Switch
        checked={checked}
        onChange={onChange}
        disabled={!user}
        data-testid="auto-transfer"
        className="group flex h-touch w-[60px] shrink-0 items-center justify-center outline-none disabled:opacity-50"
      >
        <span
          className={clsx(
            'relative inline-flex h-7 w-12 items-center rounded-pill transition-colors group-data-[focus]:ring-2 group-data-[focus]:ring-brand/40',
            checked ? 'bg-success' : 'bg-line-strong',
          )}
        >
          <span
            className={clsx(
              'inline-block h-6 w-6 rounded-pill bg-surface shadow-card transition-transform',
              checked ? 'translate-x-[22px]' : 'translate-x-0.5',
            )}
          />
        </span>
      </Switch>
    </Field>
  );
}
