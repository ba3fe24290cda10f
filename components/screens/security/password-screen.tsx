'use client';
import type { PasswordKind } from '@/lib/api/account';
import { replaceRoute } from '@/lib/router/navigate';
import type { ScreenProps } from '@/lib/routes';
import { t } from '@/lib/text/zh-CN';
import { PasswordForm } from '@/components/security/password-form';
import { Segmented } from '@/components/ui/segmented-tabs';

const P = t.password;
const KINDS: readonly PasswordKind[] = ['login', 'pay'];

/** docs/SCREENS.md#password: /password?type=1 is the login password, any other type the withdrawal (pay) password. */
export const passwordKindOf = (type: string | null): PasswordKind => (type === '1' ? 'login' : 'pay');
const hrefOf = (kind: PasswordKind) => (kind === 'login' ? '/password?type=1' : '/password?type=2');

export default function PasswordScreen({ location }: ScreenProps) {
  const kind = passwordKindOf(location.query.get('type'));
  return (
    <div className="flex flex-col gap-3 p-gutter">
      <Segmented label={P.kindLabel} value={kind} onChange={(k) => replaceRoute(hrefOf(k))} options={KINDS.map((k) => ({ value: k, label: P.kinds[k] }))} />
      {/* A new form per kind: nothing typed for one password is sent as the other. */}
      <PasswordForm key={kind} kind={kind} />
    </div>
  );
}
