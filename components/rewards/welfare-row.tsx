import { formatMoney } from '@/lib/money';
import type { RedPacketRow } from '@/lib/rewards/types';
import * as t from '@/lib/text/zh-CN';
import { formatBeijing } from '@/lib/time-format';
import { Skeleton } from '@/components/ui/skeleton';

const W = t.rewards.welfare;
const ROW = 'grid grid-cols-2 gap-x-3 gap-y-1 border-b border-line bg-surface px-4 py-3 text-note';
const time = (ms: number | null) => (ms === null ? '—' : formatBeijing(ms));

/** One drawn red packet: recharge amount, packet amount, recharge (draw) time and claim time. */
export function WelfareRow({ row }: { row: RedPacketRow }) {
  return (
    <div className={ROW}>
      <p className="text-ink-muted">
        {W.recharge} <span className="font-num text-ink">¥{formatMoney(row.deposit)}</span>
      </p>
      <p className="text-right text-ink-muted">
        {W.amount} <span className="font-num font-semibold text-brand">¥{formatMoney(row.amount)}</span>
      </p>
      <p className="text-caption text-ink-faint">
        {W.rechargeTime} <span className="font-num">{time(row.rechargedAt)}</span>
      </p>
      <p className="text-right text-caption text-ink-faint">
        {W.claimTime} <span className="font-num">{time(row.usedAt)}</span>
      </p>
    </div>
  );
}

export function WelfareRowSkeleton() {
  return (
    <div className={ROW}>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="ml-auto h-4 w-24" />
      <Skeleton className="h-3 w-36" />
      <Skeleton className="ml-auto h-3 w-36" />
    </div>
  );
}
