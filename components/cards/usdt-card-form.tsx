'use client';
import { useState, type FormEvent } from 'react';
import { bindCard } from '@/lib/api/cards';
import type { UsdtProtocol } from '@/lib/api/types';
import { CARD_NUMBER_MAX, PAY_PASSWORD_MAX } from '@/lib/constants';
import { Link } from '@/lib/router/link';
import { t } from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { DEFAULT_USDT_PROTOCOL } from '@/lib/wallet/deposit';
import { validateUsdtCard, type UsdtCardField, type UsdtCardInput } from '@/lib/validation/cards';
import { Button } from '@/components/ui/button';
import { FieldRow } from '@/components/ui/field-row';
import { ProtocolChoice } from './protocol-choice';
import { useFieldFocus } from './use-field-focus';

const C = t.cards;

/**
 * /addUsdtCard (docs/SCREENS.md#addusdtcard). Wire shape (docs/API.md#getcard): bank 'USDT',
 * bank_owner = protocol (copied into bank_address), bank_no = address.
 */
export function UsdtCardForm({ onBound }: { onBound: () => void }) {
  const [form, setForm] = useState<UsdtCardInput>({ address: '', protocol: DEFAULT_USDT_PROTOCOL, payPassword: '' });
  const [busy, setBusy] = useState(false);
  const focus = useFieldFocus<UsdtCardField>();

  const set = <K extends UsdtCardField>(field: K) => (value: UsdtCardInput[K]) => {
    focus.clear(field);
    setForm((f) => ({ ...f, [field]: value }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const invalid = validateUsdtCard(form);
    if (invalid) {
      toast.error(invalid.message);
      focus.refuse(invalid.field);
      return;
    }
    const protocol = form.protocol as UsdtProtocol;
    setBusy(true);
    try {
      await bindCard({ bank: 'USDT', bank_owner: protocol, bank_no: form.address.trim(), bank_address: protocol, pay_pass: form.payPassword });
      toast.success(C.bound);
      onBound();
    } catch {
      // The server's refusal was toasted; everything typed stays.
    } finally {
      setBusy(false);
    }
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
        <FieldRow
          ref={focus.ref('payPassword')}
          label={C.payPassword}
          value={form.payPassword}
          onChange={set('payPassword')}
          placeholder={C.payPasswordPlaceholder}
          invalid={focus.invalid === 'payPassword'}
          type="password"
          revealable
          autoComplete="off"
          maxLength={PAY_PASSWORD_MAX}
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
