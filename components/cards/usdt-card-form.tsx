'use client';
import type { FormEvent } from 'react';
import type { UsdtProtocol } from '@/lib/api/types';
import { CARD_NUMBER_MAX } from '@/lib/constants';
import { Link } from '@/lib/router/link';
import { t } from '@/lib/text/zh-CN';
import { DEFAULT_USDT_PROTOCOL } from '@/lib/wallet/deposit';
import { validateUsdtCard, type UsdtCardField, type UsdtCardInput } from '@/lib/validation/cards';
import { Button } from '@/components/ui/button';
import { FieldRow } from '@/components/ui/field-row';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { PayPasswordRow } from './pay-password-row';
import { ProtocolChoice } from './protocol-choice';
import { useBindCard } from './use-bind-card';

const C = t.cards;

/**
 * /addUsdtCard (docs/SCREENS.md#addusdtcard). Wire shape (docs/API.md#getcard): bank 'USDT',
 * bank_owner = protocol (copied into bank_address), bank_no = address.
 */
export function UsdtCardForm({ onBound }: { onBound: () => void }) {
  const { form, focus, set, passes } = useCheckedForm<UsdtCardInput, UsdtCardField>({
    address: '',
    protocol: DEFAULT_USDT_PROTOCOL,
    payPassword: '',
  });
  const { bind, busy } = useBindCard(onBound);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !passes(validateUsdtCard(form))) return;
    const protocol = form.protocol as UsdtProtocol;
    await bind({
      bank: 'USDT',
      bank_owner: protocol,
      bank_no: form.address.trim(),
      bank_address: protocol,
      pay_pass: form.payPassword,
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="overflow-hidden rounded-card bg-surface shadow-card">
        <FieldRow
          ref={focus.ref('address')}
          label={C.address}
          value={form.address}
          onChange={(v) => set('address')(v.replace(/\s+/g, ''))}
          placeholder={C.addressPlaceholder}
          invalid={focus.invalid === 'address'}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={CARD_NUMBER_MAX}
        />
        <ProtocolChoice value={form.protocol} onChange={set('protocol')} invalid={focus.invalid === 'protocol'} />
        <PayPasswordRow
          ref={focus.ref('payPassword')}
          label={C.payPassword}
          placeholder={C.payPasswordPlaceholder}
          value={form.payPassword}
          onChange={set('payPassword')}
          invalid={focus.invalid === 'payPassword'}
        />
      </div>
      <Link to="/usdtmore" className="-my-2 flex min-h-touch items-center self-start text-note text-info">
        {C.usdtMoreLink}
      </Link>
      <Button type="submit" size="lg" block loading={busy}>
        {C.submit}
      </Button>
    </form>
  );
}
