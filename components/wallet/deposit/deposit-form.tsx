'use client';
import { usePayRange } from '@/lib/api/wallet';
import type { ReceivingAccount, UsdtProtocol } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';
import { amountToCents } from '@/lib/wallet/amount';
import {
  DEFAULT_USDT_PROTOCOL,
  effectiveRange,
  EMPTY_DEPOSITOR,
  payRangeType,
  usdtEstimate,
  USDT_PROTOCOLS,
  yuanText,
  type BankDepositor,
  type PayWay,
} from '@/lib/wallet/deposit';
import { Button } from '@/components/ui/button';
import { AmountField } from '../amount-field';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { DepositorFields } from './depositor-fields';
import { ReceivingAccounts } from './receiving-accounts';
import type { ReadState } from './read-state';
import { useDeposit, type DepositField } from './use-deposit';
import { useCheckedForm } from '@/components/ui/use-checked-form';

interface DepositFields extends BankDepositor {
  amount: string;
  protocol: UsdtProtocol;
}

const PROTOCOLS = USDT_PROTOCOLS.map((p) => ({ value: p, label: p }));

/**
 * The form of one automatic way (bank, USDT, wechat, alipay). The amount and the depositor
 * survive a change of way; the range follows the way (and the USDT protocol), 100–10000 until
 * the server's range loads (docs/SCREENS.md#recharge). `usdtRate`: the member's (their stored user's),
 * '' for none; `banks`: the receiving accounts' read, shown on the bank way.
 */
export function DepositForm({
  way,
  usdtRate,
  banks,
}: {
  way: Exclude<PayWay, 'rengong'>;
  usdtRate: string;
  banks: ReadState<ReceivingAccount[]>;
}) {
  const { form, set, passes, field } = useCheckedForm<DepositFields, DepositField | 'protocol'>({
    ...EMPTY_DEPOSITOR,
    amount: '',
    protocol: DEFAULT_USDT_PROTOCOL,
  });
  const { amount, protocol } = form;
  const depositor: BankDepositor = { owner: form.owner, bank: form.bank, cardNo: form.cardNo, address: form.address };
  const { data: serverRange } = usePayRange(payRangeType(way, protocol));
  const range = effectiveRange(serverRange);
  const { run, busy } = useDeposit();

  const cents = amountToCents(amount);
  const usdt = way === 'usdt' && cents && usdtRate ? usdtEstimate(cents, usdtRate) : null;
  const hint =
    way === 'usdt' && usdtRate
      ? [t.deposit.usdtRate(usdtRate), usdt && t.deposit.usdtEstimate(usdt)].filter(Boolean).join('，')
      : null;

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void run({ way, amount, range, protocol, depositor }, passes);
      }}
    >
      {way === 'bank' && <ReceivingAccounts banks={banks} />}
      {way === 'bank' && <DepositorFields field={field} />}
      {way === 'usdt' && (
        <div>
          <p className="mb-1 text-note text-ink-muted">{t.deposit.protocol}</p>
          <SegmentedChoice
            label={t.deposit.protocol}
            options={PROTOCOLS}
            value={protocol}
            onChange={set('protocol')}
            testId="usdt-protocol"
          />
        </div>
      )}
      <AmountField
        {...field('amount')}
        label={t.deposit.amount}
        placeholder={t.deposit.amountPlaceholder(yuanText(range.min), yuanText(range.max))}
        hint={hint}
        testId="deposit-amount"
      />
      <Button type="submit" size="lg" block loading={busy}>
        {busy ? t.deposit.submitting : t.deposit.submit}
      </Button>
    </form>
  );
}
