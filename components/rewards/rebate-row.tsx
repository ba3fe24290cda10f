import clsx from 'clsx';
import { formatMoney } from '@/lib/money';
import type { RebateRow as Row } from '@/lib/rewards/types';
import * as t from '@/lib/text/zh-CN';
import { formatBeijing } from '@/lib/time-format';
import { Skeleton } from '@/components/ui/skeleton';

const ROW = 'flex h-18 items-center justify-between gap-3 border-b border-line bg-surface px-4';

/** One rebate: the game, when it was written, the amount, 暂未领取 or the claim time. */
export function RebateRow({ row }: { row: Row }) {
  return (
    <div className={ROW} data-testid="rebate-row">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="truncate text-body font-medium text-ink">{row.gameName}</p>
        <p className="font-num text-caption text-ink-faint">
          {row.createdAt === null ? '' : formatBeijing(row.createdAt)}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-0.5">
        <p className="font-num text-title font-semibold text-ink">¥{formatMoney(row.amount)}</p>
        <p className={clsx('font-num text-caption', row.claimed ? 'text-ink-muted' : 'text-warning')}>
          {row.claimed && row.updatedAt !== null ? formatBeijing(row.updatedAt) : t.rewards.fanshui.notClaimed}
        </p>
      </div>
    </div>
  );
}

export function RebateRowSkeleton() {
  return (
    <div className={ROW}>
      <div className="flex flex-col gap-1.5">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-3 w-32" />
      </div>
      <div className="flex flex-col items-end gap-1.5">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-3 w-20" />
      </div>
    </div>
  );
}
