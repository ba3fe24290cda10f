'use client';
import clsx from 'clsx';
import { useId, type FormEvent } from 'react';
import {
  FEEDBACK_CONTACT_MAX_LENGTH,
  FEEDBACK_MAX_LENGTH,
  feedbackProblem,
  type FeedbackInput,
} from '@/contract/profile/rules';
import { sendFeedback } from '@/lib/api/agents';
import { useSubmit } from '@/lib/api/use-submit';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useCheckedForm } from '@/components/ui/use-checked-form';

const S = t.settings;

/** 意见反馈: a message (and optional contact) to the operator's inbox; the text stays on failure. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, setForm, set, passes, focus } = useCheckedForm<FeedbackInput, keyof FeedbackInput>({
    content: '',
    contact: '',
  });
  const { content } = form;
  const { submit, busy } = useSubmit();
  const contentId = useId();
  const contactId = useId();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !passes(feedbackProblem(form))) return;
    const done = await submit(() => sendFeedback({ content: content.trim(), contact: form.contact.trim() }));
    if (!done.ok) return;
    toast.success(done.value);
    setForm({ content: '', contact: '' });
    onClose();
  };

  return (
    <Modal open={open} onClose={onClose} title={S.feedbackTitle} placement="sheet" testId="feedback-dialog">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 px-gutter pb-4">
        <label htmlFor={contentId} className="text-body text-ink">
          {S.feedbackContent}
        </label>
        <textarea
          id={contentId}
          ref={focus.ref('content')}
          value={content}
          onChange={(e) => set('content')(e.target.value)}
          aria-invalid={focus.invalid === 'content' || undefined}
          placeholder={S.feedbackPlaceholder}
          maxLength={FEEDBACK_MAX_LENGTH}
          rows={5}
          className={clsx(
            'w-full resize-none rounded-control bg-surface-sunken p-3 text-body text-ink placeholder:text-ink-faint',
            focus.invalid === 'content' && 'ring-2 ring-brand',
          )}
        />
        <p className="-mt-2 text-right text-caption text-ink-muted">
          {S.feedbackCount([...content].length, FEEDBACK_MAX_LENGTH)}
        </p>
        <label htmlFor={contactId} className="text-body text-ink">
          {S.feedbackContact}
        </label>
        <input
          id={contactId}
          value={form.contact}
          onChange={(e) => set('contact')(e.target.value)}
          placeholder={S.feedbackContactPlaceholder}
          maxLength={FEEDBACK_CONTACT_MAX_LENGTH}
          className="h-12 rounded-control bg-surface-sunken px-3 text-body text-ink placeholder:text-ink-faint"
        />
        <Button type="submit" size="lg" block loading={busy}>
          {S.feedbackSubmit}
        </Button>
      </form>
    </Modal>
  );
}
