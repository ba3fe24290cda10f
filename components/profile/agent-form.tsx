'use client';
import clsx from 'clsx';
import { useId, type FormEvent } from 'react';
import { agentApplicationProblem, APPLY_INFO_MAX_LENGTH, type AgentApplicationInput } from '@/contract/profile/rules';
import { applyForAgent } from '@/lib/api/agents';
import { useSubmit } from '@/lib/api/use-submit';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';
import { FieldRow } from '@/components/ui/field-row';
import { useCheckedForm } from '@/components/ui/use-checked-form';

const A = t.profile.agent;

/** The application form: mobile and reason checked here, then the server's answer shown. */
export function AgentForm({ initialMobile, onApplied }: { initialMobile: string; onApplied: () => void }) {
  const { form, passes, field, focus, set } = useCheckedForm<AgentApplicationInput, keyof AgentApplicationInput>({
    mobile: initialMobile,
    applyInfo: '',
  });
  const { submit, busy } = useSubmit();
  const reasonId = useId();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !passes(agentApplicationProblem(form))) return;
    const done = await submit(() => applyForAgent({ mobile: form.mobile.trim(), apply_info: form.applyInfo.trim() }));
    if (!done.ok) return;
    toast.success(done.value || A.applied);
    onApplied();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="overflow-hidden rounded-card bg-surface shadow-card">
        <FieldRow
          {...field('mobile')}
          label={A.mobile}
          placeholder={A.mobilePlaceholder}
          type="tel"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
        />
        <div className={clsx('flex flex-col gap-2 px-4 py-3', focus.invalid === 'applyInfo' && 'bg-brand-soft/60')}>
          <label htmlFor={reasonId} className="text-body text-ink">
            {A.reason}
          </label>
          <textarea
            id={reasonId}
            ref={focus.ref('applyInfo')}
            value={form.applyInfo}
            onChange={(e) => set('applyInfo')(e.target.value)}
            placeholder={A.reasonPlaceholder}
            maxLength={APPLY_INFO_MAX_LENGTH}
            rows={4}
            aria-invalid={focus.invalid === 'applyInfo' || undefined}
            className="w-full resize-none rounded-control bg-surface-sunken p-3 text-body text-ink placeholder:text-ink-faint"
          />
        </div>
      </div>
      <Button type="submit" size="lg" block loading={busy}>
        {A.submit}
      </Button>
    </form>
  );
}
