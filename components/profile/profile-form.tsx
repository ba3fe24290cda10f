'use client';
import type { FormEvent } from 'react';
import { BIRTHDAY_MIN, profileProblem, type ProfileInput } from '@/contract/profile/rules';
import { updateUserInfo } from '@/lib/api/member';
import { useSubmit } from '@/lib/api/use-submit';
import type { User } from '@/lib/member/user';
import * as t from '@/lib/text/zh-CN';
import { beijingToday } from '@/lib/time';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';
import { FieldRow } from '@/components/ui/field-row';
import { useCheckedForm } from '@/components/ui/use-checked-form';

const P = t.profile;

/**
 * docs/SCREENS.md#userinfo: username, real name and VIP read-only; mobile, email and birthday
 * checked here by the same rules the server applies, then 操作成功 and the user reloads.
 */
export function ProfileForm({ user }: { user: User }) {
  const { form, passes, field } = useCheckedForm<ProfileInput, keyof ProfileInput>({
    mobile: user.mobile,
    email: user.email,
    birthday: user.birthday,
  });
  const { submit, busy } = useSubmit();
  const today = beijingToday();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { mobile: form.mobile.trim(), email: form.email.trim(), birthday: form.birthday.trim() };
    if (busy || !passes(profileProblem(input, today))) return;
    const done = await submit(() => updateUserInfo(input));
    if (done.ok) toast.success(done.value || P.saved);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="overflow-hidden rounded-card bg-surface shadow-card">
        <FieldRow label={P.username} value={user.username} readOnly />
        <FieldRow label={P.realname} value={user.realname} readOnly />
        <FieldRow label={P.vip} value={`VIP${user.vip}`} readOnly />
      </div>
      <div className="overflow-hidden rounded-card bg-surface shadow-card">
        <FieldRow
          {...field('mobile')}
          label={P.mobile}
          placeholder={P.mobilePlaceholder}
          type="tel"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
        />
        <FieldRow
          {...field('email')}
          label={P.email}
          placeholder={P.emailPlaceholder}
          type="email"
          maxLength={100}
          autoComplete="email"
        />
        <FieldRow {...field('birthday')} label={P.birthday} type="date" min={BIRTHDAY_MIN} max={today} />
      </div>
      <p className="px-1 text-note text-ink-muted">{P.readOnlyHint}</p>
      <Button type="submit" size="lg" block loading={busy}>
        {P.save}
      </Button>
    </form>
  );
}
