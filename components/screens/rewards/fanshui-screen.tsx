'use client';
import { useState } from 'react';
import { claimRebates, useRebates, type RebateFilters } from '@/lib/api/rewards';
import { revalidateBalance } from '@/lib/api/user';
import { useSubmit } from '@/lib/api/use-submit';
import { DEFAULT_DATE } from '@/lib/records/filters';
import { OWN_PLATFORM } from '@/contract/records/rules';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { InfiniteList } from '@/components/list/infinite-list';
import { DateFilter, PlatformFilter } from '@/components/records/record-filters';
import { RebateRow, RebateRowSkeleton } from '@/components/rewards/rebate-row';
import { RebateSummary } from '@/components/rewards/rebate-summary';

const F = t.rewards.fanshui;

/**
 * /fanshui, 返水中心 (docs/SCREENS.md#fanshui): claimed and pending totals, the claim (refused here
 * with 暂无领取额度！ when nothing is pending), platform and date filters (all, last 30 days by
 * default) and the records.
 */
export default function FanshuiScreen(_: ScreenProps) {
  const [filters, setFilters] = useState<RebateFilters>({ date: DEFAULT_DATE, platform: '' });
  const query = useRebates(filters);
  const totals = query.data?.[0]?.totals ?? null;
  const { submit, busy } = useSubmit();

  const claim = async () => {
    if (!totals || totals.pending <= 0) {
      toast.error(F.nothing);
      return;
    }
    const done = await submit((key) => claimRebates(key));
    if (done.ok) {
      toast.success(done.value);
      void revalidateBalance();
    }
    if (done.ok || done.answered) void query.mutate();
  };

  return (
    <div className="flex flex-col">
      <div className="p-gutter pb-0">
        <RebateSummary totals={totals} busy={busy} onClaim={() => void claim()} />
      </div>
      <div className="sticky top-[calc(theme(spacing.header)+env(safe-area-inset-top))] z-10 flex gap-2 bg-page px-gutter py-2">
        <PlatformFilter
          value={filters.platform}
          extra={[{ value: OWN_PLATFORM, label: F.lottery }]}
          onChange={(platform) => setFilters((f) => ({ ...f, platform }))}
        />
        <DateFilter value={filters.date} onChange={(date) => setFilters((f) => ({ ...f, date }))} />
      </div>
      <InfiniteList
        label={t.routes.fanshui}
        query={query}
        rowKey={(r) => r.id}
        renderRow={(r) => <RebateRow row={r} />}
        skeleton={<RebateRowSkeleton />}
      />
    </div>
  );
}
