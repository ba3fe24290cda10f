'use client';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import type { FormEvent } from 'react';
import { confirmExclusion, type ExclusionRequest } from '@/lib/api/protection';
import { ApiError } from '@/lib/api/errors';
import { useSubmit } from '@/lib/api/use-submit';
import { replaceRoute } from '@/lib/router/navigate';
import { endSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';
import { FieldRow } from '@/components/ui/field-row';
import { Modal } from '@/components/ui/modal';
import { useCheckedForm } from '@/components/ui/use-checked-form';

const E = t.responsible.exclusion;
/** 403: the request expired or was used, or it would shorten a running one: ask again from step one. */
const REQUEST_GONE = 403;

/**
 * Step two (docs/SCREENS.md#responsible): the server's summary, the login password and a danger
 * button that names what it starts. Confirmed, the server has ended every session of the member:
 * this one ends too and the app goes to /login with the server's confirmation.
 */
export function ExclusionConfirmDialog({
  request,
  name,
  onClose,
}: {
  request: ExclusionRequest;
  /** The choice in words (冷静期 7 天): the button says what it starts. */
  name: string;
  onClose: () => void;
}) {
  const { form, passes, field } = useCheckedForm<{ password: string }, 'password'>({ password: '' });
  const { submit, busy } = useSubmit();

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!passes(form.password === '' ? { field: 'password', message: E.passwordRequired } : null)) return;
    const done = await submit(() => confirmExclusion(request.confirmId, form.password));
    if (done.ok) {
      toast.success(done.value);
      endSession();
      replaceRoute('/login');
    } else if (done.error instanceof ApiError && done.error.code === REQUEST_GONE) onClose();
  };

  return (
    <Modal open onClose={onClose} title={E.dialogTitle} testId="exclusion-confirm">
      <form onSubmit={send} noValidate className="flex flex-col gap-3 p-4">
        <p className="flex gap-2 text-body text-ink">
          <ExclamationTriangleIcon className="h-5 w-5 shrink-0 text-danger" aria-hidden />
          <span data-testid="exclusion-summary">{request.summary}</span>
        </p>
        <div className="overflow-hidden rounded-control border border-line">
          <FieldRow
            {...field('password')}
            label={E.password}
            placeholder={E.passwordPlaceholder}
            type="password"
            revealable
            autoComplete="current-password"
          />
        </div>
        <Button type="submit" variant="danger" block size="lg" loading={busy}>
          {E.confirm(name)}
        </Button>
        <Button variant="ghost" block onClick={onClose}>
          {E.cancel}
        </Button>
      </form>
    </Modal>
  );
}
