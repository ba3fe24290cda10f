'use client';
import type { Cents } from '@/lib/money';
import { formatMoney } from '@/lib/money';
import type { CheckedOrder } from '@/lib/lottery/bet-slip';
import * as t from '@/lib/text/zh-CN';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { pickName } from './bet-preview';

const B = t.bet;

export interface BetConfirmation {
  expect: string;
  orders: CheckedOrder[];
  total: Cents;
}

/** 投注确认 (docs/SCREENS.md#lottery): the round, every order with its odds and stake, the total; then 确定. */
export function BetConfirmDialog({
  confirmation,
  busy,
  onCancel,
  onSubmit,
}: {
  confirmation: BetConfirmation | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  const c = confirmation;
  return (
    <Modal
      open={!!c}
      // No closing by the backdrop or Esc mid-flight: the answer decides what happens next.
      onClose={() => !busy && onCancel()}
      title={B.confirmTitle}
      hideClose
      testId="bet-confirm-dialog"
      footer={<ConfirmButtons busy={busy} onCancel={onCancel} onSubmit={onSubmit} />}
    >
      {c && <ConfirmationSummary confirmation={c} />}
    </Modal>
  );
}

/** 取消 and 确定: the cancel is off while the bet is on its way, the submit shows it is. */
function ConfirmButtons({ busy, onCancel, onSubmit }: { busy: boolean; onCancel: () => void; onSubmit: () => void }) {
  return (
    <div className="flex">
      <Button
        variant="ghost"
        className="flex-1 rounded-none"
        onClick={onCancel}
        disabled={busy}
        data-testid="bet-confirm-cancel"
      >
        {B.cancel}
      </Button>
      <Button
        className="flex-1 rounded-none rounded-br-card"
        onClick={onSubmit}
        loading={busy}
        data-testid="bet-submit"
      >
        {busy ? B.submitting : B.submit}
      </Button>
    </div>
  );
}

/** The round, one row per order (option @odds, stake), and the count and total. */
function ConfirmationSummary({ confirmation: c }: { confirmation: BetConfirmation }) {
  return (
    <div className="flex flex-col gap-2 px-5 pb-4">
      <p className="text-center font-num text-body text-ink-muted" data-testid="bet-confirm-round">
        {B.round(c.expect)}
      </p>
      <ul className="flex max-h-[40vh] flex-col overflow-y-auto rounded-control bg-surface-sunken px-3">
        {c.orders.map(({ pick, cents }) => (
          <li
            key={pick.key}
            data-testid="bet-confirm-item"
            className="flex items-center justify-between gap-2 border-b border-line py-2 text-body last:border-b-0"
          >
            <span className="min-w-0 truncate text-ink">
              {pickName(pick)} <span className="text-caption text-ink-muted">@{pick.odds}</span>
            </span>
            <span className="shrink-0 font-num font-semibold text-ink">¥{formatMoney(cents)}</span>
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-between text-body">
        <span className="text-ink-muted">{B.total}</span>
        <span className="font-num font-semibold text-brand" data-testid="bet-confirm-total">
          {B.totalValue(c.orders.length, formatMoney(c.total))}
        </span>
      </p>
    </div>
  );
}
