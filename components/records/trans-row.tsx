import type { TransRecord } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { stateLabel, stateTone } from '@/lib/records/states';
import type { TransType } from '@/lib/records/trans-filters';
import * as t from '@/lib/text/zh-CN';
import { formatBeijing } from '@/lib/time-format';
import { Skeleton } from '@/components/ui/skeleton';
import { StateBadge } from './state-badge';

const ROW = 'flex h-21 items-center justify-between gap-3 border-b border-line bg-surface px-4';

/** One account-detail row: what and how, order number, Beijing time; amount and state. */
export function TransRow({ type, record }: { type: TransType; record: TransRecord }) {
  return (
    <div className={ROW} data-testid="trans-row">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="truncate text-body font-medium text-ink">
          {t.records.types[type]}
          {record.payWay && <span className="ml-1.5 text-note font-normal text-ink-muted">{record.payWay}</span>}
        </p>
        {record.counterparty && <p className="truncate text-note text-ink-muted">{record.counterparty}</p>}
        {record.orderNo && (
          <p className="truncate text-caption text-ink-faint">
            {t.records.orderNo} {record.orderNo}
          </p>
        )}
        <p className="font-num text-caption text-ink-faint">
          {record.createdAt === null ? t.withdraw.unknown : formatBeijing(record.createdAt)}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <p className="font-num text-title font-semibold text-ink">
          {signOf(record)}¥{formatMoney(record.amount)}
        </p>
        <StateBadge tone={stateTone(type, record.state)}>{stateLabel(type, record.state)}</StateBadge>
      </div>
    </div>
  );
}

/** A downline transfer says which way the money went (- paid, + received); other rows show the amount alone. */
function signOf(record: TransRecord): string {
  return record.direction === 'out' ? '-' : record.direction === 'in' ? '+' : '';
}

export function TransRowSkeleton() {
  return (
    <div className={ROW}>
      <div className="flex flex-col gap-1.5">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-3 w-40" />
        <Skeleton className="h-3 w-32" />
      </div>
      <div className="flex flex-col items-end gap-1.5">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-4 w-12 rounded-pill" />
      </div>
    </div>
  );
}
