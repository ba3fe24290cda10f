'use client';
import type { FormEvent } from 'react';
import { setLimit, type Limit } from '@/lib/api/protection-limits';
import { useSubmit } from '@/lib/api/use-submit';
import { centsToDecimal, formatMoney } from '@/lib/money';
import { checkLimitAmount, limitChange, type LimitChange } from '@/lib/protection/limit-amount';
import { useShownMessage } from '@/lib/text/message';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';
import { FieldRow } from '@/components/ui/field-row';
import { Modal } from '@/components/ui/modal';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { limitTitle } from './limit-row';

const L = t.responsible.limits;

/** What saving would do, said before the member saves (docs/SCREENS.md#responsible). */
const CHANGE_NOTE: Record<LimitChange, string | null> = {
  lower: L.lowerNote,
  raise: L.raiseWarning,
  remove: L.removeWarning,
  same: null,
};

/**
 * The sheet that sets one limit: the amount in yuan (blank removes it), the rule that a lower limit
 * applies at once and a higher one or a removal only after 24 hours and a second confirmation, and
 * which of the two this change is. A refused or lost call keeps the sheet open with what was typed.
 */
export function LimitEditor({
  limit,
  onClose,
  onSaved,
}: {
  limit: Limit;
  onClose: () => void;
  onSaved: (limits: Limit[]) => void;
}) {
  const { form, passes, field } = useCheckedForm<{ amount: string }, 'amount'>({
    amount: limit.amount === null ? '' : centsToDecimal(limit.amount),
  });
  const { submit, busy } = useSubmit();
  const shown = useShownMessage();
  const change = limitChange(limit.amount, form.amount);
  const note = change ? CHANGE_NOTE[change] : null;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !passes(checkLimitAmount(form.amount))) return;
    const done = await submit(() => setLimit(limit.kind, limit.period, form.amount.trim()));
    if (!done.ok) return;
    toast.success(done.value.message);
    onSaved(done.value.limits);
  };

  return (
    <Modal open onClose={onClose} placement="sheet" title={L.editTitle(limitTitle(limit, shown))} testId="limit-editor">
      <form onSubmit={save} noValidate className="flex flex-col gap-3 p-4">
        <p className="text-note text-ink-muted">
          {L.current(limit.amount === null ? L.none : L.amount(formatMoney(limit.amount)))}
        </p>
        <div className="overflow-hidden rounded-control border border-line">
          <FieldRow
            {...field('amount')}
            label={L.field}
            placeholder={L.placeholder}
            inputMode="decimal"
            maxLength={16}
          />
        </div>
        <p className="text-note text-ink-muted">{L.rule}</p>
        <div aria-live="polite">
          {note && (
            <p data-testid="limit-change-note" className="rounded-control bg-gold-soft px-3 py-2 text-note text-ink">
              {note}
            </p>
          )}
        </div>
        <div className="flex gap-3">
          <Button variant="ghost" block onClick={onClose}>
            {L.cancel}
          </Button>
          <Button type="submit" block loading={busy}>
            {L.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
