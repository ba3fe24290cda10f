'use client';
import { ArrowRightIcon } from '@heroicons/react/24/outline';
import type { FormEvent } from 'react';
import { EXTENSIONS, useExtension } from '@/lib/api/backend';
import { useBalance } from '@/lib/api/user';
import { useBalanceList } from '@/lib/api/wallet';
import { TRANSFER_BALANCE_LIST_POLL_MS } from '@/lib/constants';
import { centsToDecimal, formatMoney, wholeYuanCents, type Cents } from '@/lib/money';
import * as t from '@/lib/text/zh-CN';
import { INTO_VENUE, sidesOf, type TransferDirection, type TransferField } from '@/lib/wallet/transfer';
import { TRANSFER_VENUES_COLLAPSED } from '@/lib/wallet/venues';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { AmountField } from './amount-field';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { VenueGrid } from './venue-grid';
import { useTransfer } from './use-transfer';

export interface TransferFormProps {
  /** Balance-list polling; docs/SCREENS.md#polling: 1.5 s on the transfer screen. */
  pollMs?: number;
  /** A fixed venue (the game page's transfer popup): the venue picker is not shown. */
  venue?: string;
  initialDirection?: TransferDirection;
  /** After money moved (the popup closes itself). */
  onDone?: () => void;
}

interface TransferFields {
  direction: TransferDirection;
  amount: string;
  /** The venue picked; '' until one is (the first venue is shown chosen). */
  venue: string;
}

const DIRECTIONS = [
  { value: 1 as TransferDirection, label: t.transfer.directions[1] },
  { value: 2 as TransferDirection, label: t.transfer.directions[2] },
];

/**
 * Main wallet ↔ venue transfer (docs/SCREENS.md#transfer): direction, venue, amount, submit.
 * Changing the direction clears the amount.
 */
export function TransferForm({
  pollMs = TRANSFER_BALANCE_LIST_POLL_MS,
  venue: fixedVenue,
  initialDirection = INTO_VENUE,
  onDone,
}: TransferFormProps) {
  const { central, list, checked, venueKey, venue, available, changeDirection, submit, busy } = useTransferForm({
    pollMs,
    fixedVenue,
    initialDirection,
    onDone,
  });
  const { form, set, field } = checked;
  const { direction } = form;
  const venues = list.data;

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <SegmentedChoice
        label={t.transfer.directionLabel}
        options={DIRECTIONS}
        value={direction}
        onChange={changeDirection}
        testId="transfer-direction"
      />

      <TransferFlow
        direction={direction}
        central={central}
        venue={{ label: (venue?.name ?? venueKey) || t.transfer.venue, cents: venue?.balance, operator: !!venue }}
      />

      {!fixedVenue && (
        <section>
          <h2 className="mb-2 text-note text-ink-muted">{t.transfer.chooseVenueLabel}</h2>
          <VenueGrid
            label={t.transfer.chooseVenueLabel}
            venues={venues}
            failed={!!list.error && !venues}
            onRetry={() => void list.mutate()}
            collapsedCount={TRANSFER_VENUES_COLLAPSED}
            columns={2}
            selected={venueKey}
            onSelect={set('venue')}
          />
        </section>
      )}

      <AmountField
        {...field('amount')}
        label={t.transfer.amount}
        placeholder={t.transfer.amountPlaceholder}
        testId="transfer-amount"
        hint={available === undefined ? null : t.transfer.available(formatMoney(available))}
        trailing={<AllButton available={available} onFill={set('amount')} />}
      />

      <Button type="submit" size="lg" block loading={busy}>
        {busy ? t.transfer.submitting : t.transfer.submit}
      </Button>
    </form>
  );
}

/**
 * The form's input and what follows from it: the venue in play (the fixed one, the one picked,
 * else the first) and what the source side holds. Changing the direction clears the amount; a
 * transfer that went through clears it too.
 */
function useTransferForm({
  pollMs,
  fixedVenue,
  initialDirection,
  onDone,
}: {
  pollMs: number;
  fixedVenue: string | undefined;
  initialDirection: TransferDirection;
  onDone: (() => void) | undefined;
}) {
  const { data: central } = useBalance();
  const list = useBalanceList(pollMs);
  const venues = list.data;
  const checked = useCheckedForm<TransferFields, TransferField | 'direction'>({
    direction: initialDirection,
    amount: '',
    venue: '',
  });
  const { form, setForm, set, passes } = checked;
  const venueKey = fixedVenue ?? (form.venue || venues?.[0]?.platname) ?? '';
  const venue = venues?.find((v) => v.platname === venueKey);
  const available: Cents | undefined = form.direction === INTO_VENUE ? central : venue?.balance;
  const changeDirection = (next: TransferDirection) => setForm((f) => ({ ...f, direction: next, amount: '' }));
  const { run, busy } = useTransfer();
  const send = async () => {
    if (await run(form.amount, sidesOf(form.direction, venueKey), passes)) {
      set('amount')('');
      onDone?.();
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  return { central, list, checked, venueKey, venue, available, changeDirection, submit, busy };
}

/** From and to: the main wallet and the venue, in the direction chosen, with their balances. */
function TransferFlow({
  direction,
  central,
  venue,
}: {
  direction: TransferDirection;
  central: Cents | undefined;
  venue: { label: string; cents: Cents | undefined; operator: boolean };
}) {
  const main = { label: t.transfer.mainWallet, cents: central };
  const [from, to] = direction === INTO_VENUE ? [main, venue] : [venue, main];
  return (
    // flex-wrap: at a large text size a whole balance needs the room, so the target side takes the next line.
    <div
      className="flex flex-wrap items-center gap-2 rounded-control bg-surface-sunken px-3 py-2"
      data-testid="transfer-flow"
    >
      <Side caption={t.transfer.from} {...from} />
      <ArrowRightIcon className="h-5 w-5 shrink-0 text-brand" aria-hidden />
      <Side caption={t.transfer.to} {...to} alignEnd />
    </div>
  );
}

/** 全部: fills in all that can move. */
function AllButton({ available, onFill }: { available: Cents | undefined; onFill: (amount: string) => void }) {
  const decimals = useExtension(EXTENSIONS.decimalTransfer);
  return (
    <button
      type="button"
      onClick={() => {
        // Whole yuan where the back end moves no cents: the field shows what will be sent.
        const all = available !== undefined && (decimals === false ? wholeYuanCents(available) : available);
        if (all && all > 0) onFill(centsToDecimal(all));
      }}
      className="min-h-touch shrink-0 px-2 text-body font-medium text-brand"
    >
      {t.transfer.all}
    </button>
  );
}

function Side({
  caption,
  label,
  cents,
  alignEnd,
  operator,
}: {
  caption: string;
  label: string;
  cents: Cents | undefined;
  alignEnd?: boolean;
  /** The label is the operator's venue name (docs/I18N.md), not the app's text. */
  operator?: boolean;
}) {
  return (
    <div className={alignEnd ? 'min-w-0 grow text-right' : 'min-w-0 grow'}>
      <p className="text-caption text-ink-faint">{caption}</p>
      <p className="truncate text-body font-medium text-ink" data-operator-content={operator || undefined}>
        {label}
      </p>
      {cents === undefined ? (
        <Skeleton className={alignEnd ? 'ml-auto h-4.5 w-16' : 'h-4.5 w-16'} />
      ) : (
        <p className="whitespace-nowrap font-num text-note text-ink-muted" data-amount>
          ¥{formatMoney(cents)}
        </p>
      )}
    </div>
  );
}
