'use client';
import type { FormEvent } from 'react';
import type { SWRInfiniteResponse } from 'swr/infinite';
import type { Downline } from '@/lib/api/downline';
import type { Page } from '@/lib/api/types';
import { useBalance } from '@/lib/api/user';
import { centsToDecimal, formatMoney } from '@/lib/money';
import * as t from '@/lib/text/zh-CN';
import { validateDownlineTransfer, type DownlineField } from '@/lib/validation/downline';
import { amountToCents } from '@/lib/wallet/amount';
import { Button } from '@/components/ui/button';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { PayPasswordRow } from '@/components/cards/pay-password-row';
import { AmountField } from '@/components/wallet/amount-field';
import { DownlinePicker } from './downline-picker';
import { useDownlineTransfer } from './use-downline-transfer';

const D = t.downline;

type DownlineFields = Record<DownlineField, string>;

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
  const { form, setForm, set, passes, field } = useCheckedForm<DownlineFields, DownlineField>({
    member: '',
    amount: '',
    password: '',
  });
  const { run, busy } = useDownlineTransfer();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !passes(validateDownlineTransfer({ ...form, balance }))) return;
    if (await run(form.member, amountToCents(form.amount)!, form.password)) {
      setForm((f) => ({ ...f, amount: '', password: '' }));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <DownlinePicker
        search={search}
        onSearch={onSearch}
        query={query}
        selected={form.member}
        invalid={field('member').invalid}
        onSelect={set('member')}
      />
      <section className="rounded-card bg-surface p-4 shadow-card">
        <p className="mb-3 text-body text-ink">
          <span className="text-ink-muted">{D.memberLabel}</span>{' '}
          <span className="font-medium" data-testid="downline-member">
            {form.member || D.memberRequired}
          </span>
        </p>
        <AmountField
          {...field('amount')}
          label={D.amount}
          placeholder={D.amountPlaceholder}
          testId="downline-amount"
          hint={balance === undefined ? null : D.available(formatMoney(balance))}
          trailing={
            <button
              type="button"
              onClick={() => balance !== undefined && balance > 0 && set('amount')(centsToDecimal(balance))}
              className="min-h-touch shrink-0 px-2 text-body font-medium text-brand"
            >
              {D.all}
            </button>
          }
        />
      </section>
      <div className="overflow-hidden rounded-card bg-surface shadow-card">
        <PayPasswordRow {...field('password')} label={D.payPassword} placeholder={D.payPasswordPlaceholder} />
      </div>
      <p className="px-1 text-note text-ink-muted">{D.turnoverHint}</p>
      <Button type="submit" size="lg" block loading={busy}>
        {busy ? D.submitting : D.submit}
      </Button>
    </form>
  );
}
