'use client';
import { CARD_NUMBER_MAX } from '@/lib/constants';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { needsRealname } from '@/lib/validation/withdraw';
import { validateBankCard, type BankCardField, type BankCardInput } from '@/lib/validation/cards';
import { FieldRow } from '@/components/ui/field-row';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { BankSelect } from './bank-select';
import { CardForm } from './card-form';
import { useBindCard } from './use-bind-card';

const C = t.cards;

/** /addBankCard (docs/SCREENS.md#addbankcard): 绑定成功, then `onBound` (back to where the player came from). */
export function BankCardForm({ onBound }: { onBound: () => void }) {
  const { user } = useSession();
  // A bound real name is the only name a bank will pay out to: offer it, editable.
  const { form, focus, set, passes, field } = useCheckedForm<BankCardInput, BankCardField>(() => ({
    owner: user && !needsRealname(user) ? user.realname : '',
    bank: '',
    branch: '',
    number: '',
    payPassword: '',
  }));
  const { onSubmitWith, busy, dialog } = useBindCard(onBound);

  const submit = onSubmitWith(
    () => passes(validateBankCard(form)),
    () => ({
      bank: form.bank.trim(),
      bank_owner: form.owner.trim(),
      bank_no: form.number.replace(/\s+/g, ''),
      bank_address: form.branch.trim(),
      pay_pass: form.payPassword,
    }),
  );

  return (
    <CardForm onSubmit={submit} busy={busy} payPassword={field('payPassword')} dialog={dialog}>
      <FieldRow
        ref={focus.ref('owner')}
        label={C.owner}
        value={form.owner}
        onChange={set('owner')}
        placeholder={C.ownerPlaceholder}
        invalid={focus.invalid === 'owner'}
        maxLength={30}
        autoComplete="name"
      />
      <BankSelect ref={focus.ref('bank')} value={form.bank} onChange={set('bank')} invalid={focus.invalid === 'bank'} />
      <FieldRow
        ref={focus.ref('branch')}
        label={C.branch}
        value={form.branch}
        onChange={set('branch')}
        placeholder={C.branchPlaceholder}
        invalid={focus.invalid === 'branch'}
        maxLength={60}
      />
      <FieldRow
        ref={focus.ref('number')}
        label={C.number}
        value={form.number}
        onChange={(v) => set('number')(v.replace(/[^\d\s]/g, ''))}
        placeholder={C.numberPlaceholder}
        invalid={focus.invalid === 'number'}
        inputMode="numeric"
        autoComplete="off"
        maxLength={CARD_NUMBER_MAX}
      />
    </CardForm>
  );
}
