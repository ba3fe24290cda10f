'use client';
import { useRedPacketInfo, useWelfare } from '@/lib/api/rewards';
import { Link } from '@/lib/router/link';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { InfiniteList } from '@/components/list/infinite-list';
import { WelfareRow, WelfareRowSkeleton } from '@/components/rewards/welfare-row';
import { Skeleton } from '@/components/ui/skeleton';

const H = t.rewards.hongbao;

function Count({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  return (
    <div className="flex flex-1 flex-col items-center">
      {value === null ? (
        <Skeleton className="h-7 w-8 opacity-40" />
      ) : (
        <span className="font-num text-headline font-bold" data-testid={testId}>
          {value}
        </span>
      )}
      <span className="text-note opacity-90">{label}</span>
    </div>
  );
}

/** /welfare, 福利中心 (docs/SCREENS.md#welfare): draws left and drawn, a way to /hongbao, the packets drawn. */
export default function WelfareScreen(_: ScreenProps) {
  const { data: info } = useRedPacketInfo();
  const query = useWelfare();
  return (
    <div className="flex flex-col">
      <section className="m-gutter flex flex-col gap-3 rounded-card bg-gradient-to-br from-brand to-brand-dark p-4 text-ink-inverse shadow-raised">
        <div className="flex">
          <Count label={H.left} value={info ? Math.max(0, info.left) : null} testId="welfare-left" />
          <Count label={H.drawn} value={info ? info.drawn : null} testId="welfare-drawn" />
        </div>
        <Link
          to="/hongbao"
          className="flex min-h-touch items-center justify-center rounded-control bg-gold font-medium text-ink"
        >
          {t.rewards.welfare.toHongbao}
        </Link>
      </section>
      <InfiniteList
        label={t.routes.welfare}
        query={query}
        rowKey={(r) => r.id}
        renderRow={(r) => <WelfareRow row={r} />}
        skeleton={<WelfareRowSkeleton />}
      />
    </div>
  );
}
