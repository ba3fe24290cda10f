'use client';
import type { PasswordKind } from '@/lib/api/account';
import { replaceRoute } from '@/lib/router/navigate';
import { hrefTo, parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { PasswordForm } from '@/components/security/password-form';
import { Segmented } from '@/components/ui/segmented-tabs';

const P = t.password;
const KINDS: readonly PasswordKind[] = ['login', 'pay'];

export default function PasswordScreen({ location }: ScreenProps) {
  const { kind } = parseQuery('/password', location);
  return (
    <div className="flex flex-col gap-3 p-gutter">
      <Segmented
        label={P.kindLabel}
        value={kind}
        onChange={(k) => replaceRoute(hrefTo('/password', { kind: k }))}
        options={KINDS.map((k) => ({ value: k, label: P.kinds[k] }))}
      >
        {/* A new form per kind: nothing typed for one password is sent as the other. */}
        <PasswordForm key={kind} kind={kind} />
      </Segmented>
    </div>
  );
}
