import type { UsdtProtocol, User } from '@/lib/api/types';
import type { Cents } from '@/lib/money';
import * as t from '@/lib/text/zh-CN';
import { feeFor, formatFee, usdtArrival, usdtFor } from '@/lib/withdraw/usdt';

const W = t.withdraw;

export interface UsdtQuoteProps {
  amount: Cents | null;
  /** withdrawusdtrate of the user. */
  rate: string;
  /** The chosen address's protocol; null before one is chosen (no fee known yet). */
  protocol: UsdtProtocol | null;
  fees: Pick<User, 'feeErc20' | 'feeTrc20'>;
}

/** The converted amount and what arrives after the protocol's fee (docs/SCREENS.md#withdrawal), exact. */
export function UsdtQuote({ amount, rate, protocol, fees }: UsdtQuoteProps) {
  const usdt = amount === null ? null : usdtFor(amount, rate);
  const fee = protocol ? feeFor(protocol, fees) : null;
  const arrival = amount === null || fee === null ? null : usdtArrival(amount, rate, fee);
  const shown = (v: string | null) => (v === null ? W.unknown : `${v} ${W.usdtUnit}`);
  return (
    <div className="border-b border-line bg-surface-sunken px-4 py-2.5">
      {rate && <p className="pb-1 text-note text-ink-muted">{W.rate(rate)}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-note">
        <dt className="text-ink-muted">{W.usdtAmount}</dt>
        <dd className="text-right font-num text-ink" data-testid="usdt-amount">
          {shown(usdt)}
        </dd>
        {protocol && (
          <>
            <dt className="text-ink-muted">{W.fee(protocol)}</dt>
            <dd className="text-right font-num text-ink" data-testid="usdt-fee">
              {shown(fee === null ? null : formatFee(fee))}
            </dd>
          </>
        )}
        <dt className="font-medium text-ink">{W.arrival}</dt>
        <dd className="text-right font-num text-title font-semibold text-brand" data-testid="usdt-arrival">
          {shown(arrival)}
        </dd>
      </dl>
    </div>
  );
}
