'use client';
import { IdentificationIcon, ShieldCheckIcon } from '@heroicons/react/24/outline';
import { useState, type FormEvent } from 'react';
import { backendHas, EXTENSIONS, useExtension } from '@/lib/api/backend';
import { useSubmit } from '@/lib/api/use-submit';
import { signUp } from '@/lib/auth/flows';
import { CAPTCHA_CODES } from '@/contract/session/rules';
import { nextCaptchaIndex } from '@/lib/captcha';
import { replaceRoute } from '@/lib/router/navigate';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { validateRegister, type AuthField } from '@/lib/validation/auth';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { CaptchaImage } from './captcha-image';
import { PasswordField, UsernameField } from './credential-fields';

export interface RegisterFormProps {
  /** Referrer id or invite code from `pid`, prefilled and editable. */
  initialPid?: string;
  submitLabel?: string;
  /** docs/SCREENS.md#reg2: one screen says 两次密码不一致！, another 两次密码不一样！. */
  mismatchText?: string;
  /** Where to go once registered and logged in. */
  redirectTo: string;
}

interface RegisterFields {
  name: string;
  password: string;
  confirm: string;
  code: string;
  pid: string;
}

/** Registration shared by /login?type=1, /reg and /reg2 (docs/SCREENS.md#login). */
export function RegisterForm({
  initialPid = '',
  submitLabel = t.auth.register,
  mismatchText,
  redirectTo,
}: RegisterFormProps) {
  const checked = useCheckedForm<RegisterFields, AuthField | 'pid'>({
    name: '',
    password: '',
    confirm: '',
    code: '',
    pid: initialPid,
  });
  const { form, field } = checked;
  const [captcha, setCaptcha] = useState(() => nextCaptchaIndex(null));
  const refreshCaptcha = () => setCaptcha((i) => nextCaptchaIndex(i));
  const { submit, busy } = useRegisterSubmit({ checked, captcha, refreshCaptcha, mismatchText, redirectTo });
  const filled = !!(form.name && form.password && form.confirm && form.code);
  // A back end with invite codes takes letters too: named for the code, no digits-only keyboard.
  const inviteCodes = useExtension(EXTENSIONS.inviteCode) === true;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <UsernameField {...field('name')} />
      <PasswordField {...field('password')} autoComplete="new-password" />
      <PasswordField
        {...field('confirm')}
        label={t.auth.confirmPassword}
        placeholder={t.auth.confirmPasswordPlaceholder}
        autoComplete="new-password"
      />
      <TextField
        {...field('code')}
        label={t.auth.captcha}
        placeholder={t.auth.captchaPlaceholder}
        maxLength={4}
        autoComplete="off"
        autoCapitalize="characters"
        icon={<ShieldCheckIcon className="h-5 w-5" />}
        trailing={<CaptchaImage index={captcha} onRefresh={refreshCaptcha} />}
      />
      <TextField
        {...field('pid')}
        label={inviteCodes ? t.auth.referrerCode : t.auth.referrer}
        placeholder={inviteCodes ? t.auth.referrerCodePlaceholder : t.auth.referrerPlaceholder}
        maxLength={16}
        inputMode={inviteCodes ? 'text' : 'numeric'}
        autoCapitalize={inviteCodes ? 'characters' : undefined}
        icon={<IdentificationIcon className="h-5 w-5" />}
      />
      <Button type="submit" size="lg" block loading={busy} dimmed={!filled} className="mt-5">
        {submitLabel}
      </Button>
    </form>
  );
}

/**
 * 注册: the local checks (a refused captcha is cleared and replaced), then the sign-up; once
 * registered and logged in, 注册成功 and on to `redirectTo`. A refusal arrives worded
 * 注册失败：<reason> (lib/auth/flows.ts); the form keeps its input.
 */
function useRegisterSubmit({
  checked: { form, set, passes },
  captcha,
  refreshCaptcha,
  mismatchText,
  redirectTo,
}: {
  checked: ReturnType<typeof useCheckedForm<RegisterFields, AuthField | 'pid'>>;
  captcha: number;
  refreshCaptcha: () => void;
  mismatchText: string | undefined;
  redirectTo: string;
}) {
  const { submit: send, busy } = useSubmit();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const refusal = validateRegister({ ...form, captchaAnswer: CAPTCHA_CODES[captcha], mismatchText });
    if (!passes(refusal)) {
      // A typed code refused is a wrong one: clear it and show a new image.
      if (refusal?.field === 'code' && form.code.trim()) {
        set('code')('');
        refreshCaptcha();
      }
      return;
    }
    const done = await send(async () => signUp(signUpBody(form, await backendHas(EXTENSIONS.payPassword))));
    if (!done.ok) return;
    toast.success(t.auth.registerSuccess);
    replaceRoute(redirectTo);
  };
  return { submit, busy };
}

/**
 * The sign-up request: the username is also the real name. The pay password is never the login
 * password where the back end says so (the `payPassword` extension): none is sent, and the member
 * sets one before the first bind or withdrawal. A legacy back end needs one: the password, as before.
 */
function signUpBody({ name, password, confirm, code, pid }: RegisterFields, distinctPayPassword: boolean) {
  const username = name.trim();
  return {
    realname: username,
    name: username,
    password,
    confirmPass: confirm,
    code,
    paypassword: distinctPayPassword ? '' : password,
    ...(pid.trim() ? { pid: pid.trim() } : {}),
  };
}
