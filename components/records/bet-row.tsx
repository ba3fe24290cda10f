import clsx from 'clsx';
import type { BetRecord } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { betStatusLabel, betStatusTone } from '@/lib/records/states';
import * as t from '@/lib/text/zh-CN';
import { formatBeijing } from '@/lib/time-format';
import { Skeleton } from '@/components/ui/skeleton';
import { StateBadge } from './state-badge';

const R = t.records;
const ROW = 'flex min-h-24 items-center justify-between gap-3 border-b border-line bg-surface px-4 py-2.5';

/** +9.80 green for a win, -10.00 red for a loss, 0.00 plain: the sign is always written, not only coloured. */
function WinLoss({ cents }: { cents: number }) {
  const tone = cents > 0 ? 'text-success' : cents < 0 ? 'text-danger' : 'text-ink-muted';
  return (
    <span className={clsx('font-num font-semibold', tone)} data-testid="bet-record-winloss">
      {cents > 0 ? '+' : ''}
      {formatMoney(cents)}
    </span>
  );
}

/** One bet: platform and what was played, bet id, Beijing time; stake, win/loss and status. */
export function BetRow({ record }: { record: BetRecord }) {
  return (
    <div className={ROW} data-testid="bet-record-row" data-bet-id={record.betId}>
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="truncate text-body font-medium text-ink">{record.platform}</p>
        {record.plays !== record.platform && (
          <p className="truncate text-note text-ink-muted" data-testid="bet-record-plays">
            {record.plays}
          </p>
        )}
        {record.betId && (
          <p className="truncate text-caption text-ink-faint">
            {R.betId} {record.betId}
          </p>
        )}
        <p className="font-num text-caption text-ink-faint">
          {record.createdAt === null ? t.withdraw.unknown : formatBeijing(record.createdAt)}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 text-note">
        <p className="text-ink-muted">
          {R.betAmount} <span className="font-num font-semibold text-ink">¥{formatMoney(record.amount)}</span>
        </p>
        <p className="text-ink-muted">
          {R.winLoss} <WinLoss cents={record.winLoss} />
        </p>
        <StateBadge tone={betStatusTone(record.status)} testId="bet-record-status">
          {betStatusLabel(record.status)}
        </StateBadge>
      </div>
    </div>
  );
}

export function BetRowSkeleton() {
  return (
    <div className={ROW}>
      <div className="flex flex-col gap-1.5">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-3 w-36" />
        <Skeleton className="h-3 w-32" />
      </div>
      <div className="flex flex-col items-end gap-1.5">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-4 w-12 rounded-pill" />
      </div>
    </div>
  );
}
