'use client';
import type { UsdtProtocol } from '@/lib/api/types';
import { CARD_NUMBER_MAX } from '@/lib/constants';
import { Link } from '@/lib/router/link';
import * as t from '@/lib/text/zh-CN';
import { DEFAULT_USDT_PROTOCOL } from '@/lib/wallet/deposit';
import { validateUsdtCard, type UsdtCardField, type UsdtCardInput } from '@/lib/validation/cards';
import { FieldRow } from '@/components/ui/field-row';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { CardForm } from './card-form';
import { ProtocolChoice } from './protocol-choice';
import { useBindCard } from './use-bind-card';

const C = t.cards;

/**
 * /addUsdtCard (docs/SCREENS.md#addusdtcard). Wire shape (docs/API.md#getcard): bank 'USDT',
 * bank_owner = protocol (copied into bank_address), bank_no = address.
 */
export function UsdtCardForm({ onBound }: { onBound: () => void }) {
  const { form, focus, set, passes, field } = useCheckedForm<UsdtCardInput, UsdtCardField>({
    address: '',
    protocol: DEFAULT_USDT_PROTOCOL,
    payPassword: '',
  });
  const { onSubmitWith, busy, dialog } = useBindCard(onBound);

  const submit = onSubmitWith(
    () => passes(validateUsdtCard(form)),
    () => {
      const protocol = form.protocol as UsdtProtocol;
      return {
        bank: 'USDT',
        bank_owner: protocol,
        bank_no: form.address.trim(),
        bank_address: protocol,
        pay_pass: form.payPassword,
      };
    },
  );

  return (
    <CardForm
      onSubmit={submit}
      busy={busy}
      payPassword={field('payPassword')}
      dialog={dialog}
      footer={
        <Link to="/usdtmore" className="-my-2 flex min-h-touch items-center self-start text-note text-info">
          {C.usdtMoreLink}
        </Link>
      }
    >
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
    </CardForm>
  );
}
