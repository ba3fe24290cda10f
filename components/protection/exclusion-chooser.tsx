'use client';
import { useState, type FormEvent } from 'react';
import { TIMEOUT_MAX_DAYS } from '@/contract/protection/rules';
import { requestExclusion, type ExclusionRequest } from '@/lib/api/protection';
import { useSubmit } from '@/lib/api/use-submit';
import {
  checkChoice,
  choiceName,
  CUSTOM,
  isRefusal,
  type ChoiceField,
  type ChoiceKey,
} from '@/lib/protection/exclusion-choice';
import * as t from '@/lib/text/zh-CN';
import { Button } from '@/components/ui/button';
import { FieldRow } from '@/components/ui/field-row';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { ExclusionChoices } from './exclusion-choices';
import { ExclusionConfirmDialog } from './exclusion-confirm-dialog';

const E = t.responsible.exclusion;

/**
 * Step one (docs/SCREENS.md#responsible): a time-out or self-exclusion is chosen, checked with the
 * server's words, and asked for; the server's summary then opens step two.
 */
export function ExclusionChooser() {
  const { form, set, passes, field } = useCheckedForm<{ choice: ChoiceKey; days: string }, ChoiceField>({
    choice: '',
    days: '',
  });
  const { submit, busy } = useSubmit();
  const [asked, setAsked] = useState<{ request: ExclusionRequest; name: string } | null>(null);

  const next = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const checked = checkChoice(form.choice, form.days);
    if (isRefusal(checked)) return void passes(checked);
    const done = await submit(() => requestExclusion(checked.kind, checked.length));
    if (done.ok) setAsked({ request: done.value, name: choiceName(checked) });
  };

  // The dialog stays outside the form: React bubbles its submit through the portal to this form,
  // which would ask step one again and void the id being confirmed.
  return (
    <>
      <form onSubmit={next} noValidate className="flex flex-col gap-3">
        <ExclusionChoices value={form.choice} onChange={set('choice')} />
        {form.choice === CUSTOM && (
          <div className="overflow-hidden rounded-control border border-line">
            <FieldRow
              {...field('days')}
              label={E.customField}
              placeholder={E.customPlaceholder(TIMEOUT_MAX_DAYS)}
              inputMode="numeric"
              maxLength={3}
            />
          </div>
        )}
        <Button type="submit" block loading={busy}>
          {E.next}
        </Button>
      </form>
      {asked && <ExclusionConfirmDialog request={asked.request} name={asked.name} onClose={() => setAsked(null)} />}
    </>
  );
}
