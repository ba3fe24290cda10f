'use client';
import { useState, type FormEvent } from 'react';
import type { SWRInfiniteResponse } from 'swr/infinite';
import type { Downline } from '@/lib/api/downline';
import type { Page } from '@/lib/api/types';
import { useBalance } from '@/lib/api/user';
import { centsToDecimal, formatMoney } from '@/lib/money';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { validateDownlineTransfer, type DownlineField } from '@/lib/validation/downline';
import { Button } from '@/components/ui/button';
import { useFieldFocus } from '@/components/ui/use-field-focus';
import { PayPasswordRow } from '@/components/cards/pay-password-row';
import { AmountField } from '@/components/wallet/amount-field';
import { DownlinePicker } from './downline-picker';
import { useDownlineTransfer } from './use-downline-transfer';

const D = t.downline;

/**
 * The 下级转账 form (docs/SCREENS.md#downlinetransfer): the member, the amount (全部 fills the
 * central wallet), the pay password; checked in the server's order, confirmed, then sent once.
 * A refusal or a lost answer keeps everything typed; a success clears the amount and the password.
 */
export function DownlineForm({
  search,
  onSearch,
  query,
}: {
  search: string;
  onSearch: (text: string) => void;
  query: SWRInfiniteResponse<Page<Downline>>;
}) {
  const { data: balance } = useBalance();
  const [member, setMember] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const focus = useFieldFocus<DownlineField>();
  const { run, busy } = useDownlineTransfer();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const check = validateDownlineTransfer({ member, amount, password, balance });
    if (!check.ok) {
      toast.error(check.message);
      focus.refuse(check.field);
      return;
    }
    if (await run(member, check.cents, password)) {
      setAmount('');
      setPassword('');
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <DownlinePicker
        search={search}
        onSearch={onSearch}
        query={query}
        selected={member}
        invalid={focus.invalid === 'member'}
        onSelect={(name) => {
          focus.clear('member');
          setMember(name);
        }}
      />
      <section className="rounded-card bg-surface p-4 shadow-card">
        <p className="mb-3 text-body text-ink">
          <span className="text-ink-muted">{D.memberLabel}</span>{' '}
          <span className="font-medium" data-testid="downline-member">
            {member || D.memberRequired}
          </span>
        </p>
        <AmountField
          label={D.amount}
          value={amount}
          onChange={(v) => {
            focus.clear('amount');
            setAmount(v);
          }}
          placeholder={D.amountPlaceholder}
          testId="downline-amount"
          hint={balance === undefined ? null : D.available(formatMoney(balance))}
          trailing={
            <button
              type="button"
              onClick={() => balance !== undefined && balance > 0 && setAmount(centsToDecimal(balance))}
              className="min-h-touch shrink-0 px-2 text-body font-medium text-brand"
            >
              {D.all}
            </button>
          }
        />
      </section>
      <div className="overflow-hidden rounded-card bg-surface shadow-card">
        <PayPasswordRow
          ref={focus.ref('password')}
          label={D.payPassword}
          placeholder={D.payPasswordPlaceholder}
          value={password}
          onChange={(v) => {
            focus.clear('password');
            setPassword(v);
          }}
          invalid={focus.invalid === 'password'}
        />
      </div>
      <p className="px-1 text-note text-ink-muted">{D.turnoverHint}</p>
      <Button type="submit" size="lg" block loading={busy}>
        {busy ? D.submitting : D.submit}
      </Button>
    </form>
  );
}
