'use client';
import { LIMIT_KIND_LABELS, LIMIT_PERIOD_LABELS, limitName } from '@/contract/protection/rules';
import type { Limit, PendingLimit } from '@/lib/api/protection-limits';
import { centsToDecimal, formatMoney } from '@/lib/money';
import { useShownMessage } from '@/lib/text/message';
import * as t from '@/lib/text/zh-CN';
import { formatWireBeijing } from '@/lib/time-format';
import { StateBadge } from '@/components/records/state-badge';
import { Meter } from '@/components/rewards/meter';
import { Button } from '@/components/ui/button';

const L = t.responsible.limits;

function pendingText(p: PendingLimit): string {
  const at = formatWireBeijing(p.availableAt);
  return p.amount === null ? L.pendingRemoval(at) : L.pendingRaise(formatMoney(p.amount), at);
}

/** How full the window is, in percent of the limit (a zero limit is full once anything counts). */
function usedPercent(used: number, amount: number): number {
  if (amount <= 0) return used > 0 ? 100 : 0;
  return (Math.max(used, 0) / amount) * 100;
}

type Shown = (message: string) => string;

/** A limit's period as the contract says it, through the message sink (English in the English build). */
const periodWord = (limit: Limit, shown: Shown): string => shown(LIMIT_PERIOD_LABELS[limit.period]);

/** The full name of a limit as the server's messages say it (24 小时存款限额 1000.00 元, without the amount). */
export const limitTitle = (limit: Limit, shown: Shown): string =>
  L.name(periodWord(limit, shown), shown(LIMIT_KIND_LABELS[limit.kind]));

/**
 * One limit (docs/SCREENS.md#responsible): the amount in force or 未设置, what the rolling window
 * holds now (a bar when a limit is set), and its state: 已生效, or a waiting raise or removal with
 * the time it may be confirmed and, once it may, 确认生效.
 */
export function LimitRow({
  limit,
  onEdit,
  onConfirm,
  busy,
}: {
  limit: Limit;
  onEdit: () => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  const { amount, used, pending } = limit;
  const shown = useShownMessage();
  const title = limitTitle(limit, shown);
  return (
    <li data-testid={`limit-${limit.kind}-${limit.period}`} className="flex flex-col gap-2 py-3">
      <div className="flex items-center gap-2">
        <span className="w-label-narrow shrink-0 text-body text-ink">{periodWord(limit, shown)}</span>
        <span className="font-num text-body font-semibold text-ink">
          {amount === null ? L.none : L.amount(formatMoney(amount))}
        </span>
        <span className="flex-1">{amount !== null && !pending && <StateBadge tone="good">{L.active}</StateBadge>}</span>
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={L.editLabel(title)}>
          {L.edit}
        </Button>
      </div>
      <p className="text-note text-ink-muted">{L.usedOf(L.used[limit.kind], formatMoney(used))}</p>
      {amount !== null && (
        <Meter
          label={shown(limitName(limit.kind, limit.period, centsToDecimal(amount)))}
          percent={usedPercent(used, amount)}
        />
      )}
      {pending && (
        <div className="flex items-center gap-2 rounded-control bg-gold-soft px-3 py-2">
          <p className="flex-1 text-note text-ink">{pendingText(pending)}</p>
          {pending.confirmable && (
            <Button size="sm" onClick={onConfirm} loading={busy} aria-label={L.confirmLabel(title)}>
              {L.confirm}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
