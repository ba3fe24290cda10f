'use client';
import type { FormEvent } from 'react';
import { bindRealname } from '@/lib/api/account';
import { useSubmit } from '@/lib/api/use-submit';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { validateRealname } from '@/lib/validation/withdraw';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FieldRow } from '@/components/ui/field-row';
import { useCheckedForm } from '@/components/ui/use-checked-form';

const R = t.withdraw.realname;

/**
 * docs/SCREENS.md#withdrawal: while the saved realname equals the username no real name is bound, and
 * this popup comes first. POST /api/editRealname, then the user reloads (lib/api/account.ts).
 */
export function RealnameDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, passes, field } = useCheckedForm<{ name: string }, 'name'>({ name: '' });
  const { submit: send, busy } = useSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !passes(validateRealname(form))) return;
    // Refused or no answer: the policy toasts and the name stays typed.
    const done = await send(() => bindRealname(form.name));
    if (!done.ok) return;
    toast.success(R.saved);
    onClose();
  };

  return (
    <Modal open={open} onClose={onClose} title={R.title}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 px-5 pb-5 pt-1">
        <p className="text-note leading-relaxed text-ink-muted">{R.hint}</p>
        <div className="overflow-hidden rounded-control border border-line">
          <FieldRow
            {...field('name')}
            label={R.label}
            placeholder={R.placeholder}
            maxLength={30}
            autoComplete="name"
            data-autofocus
          />
        </div>
        <Button type="submit" size="lg" block loading={busy}>
          {R.submit}
        </Button>
      </form>
    </Modal>
  );
}
