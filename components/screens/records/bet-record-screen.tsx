'use client';
import { useBetRecords } from '@/lib/api/bets';
import type { BetFilters } from '@/lib/records/bet-filters';
import { patchFilters } from '@/lib/records/filters';
import { replaceRoute } from '@/lib/router/navigate';
import { hrefTo, parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { InfiniteList } from '@/components/list/infinite-list';
import { BetFilterBar } from '@/components/records/bet-filter-bar';
import { BetRow, BetRowSkeleton } from '@/components/records/bet-row';

/**
 * /betRecord, 投注记录 (docs/SCREENS.md#betrecord). The filters live in the route's query, so back, reload and
 * links keep them; a change is a new list at page 1.
 */
export default function BetRecordScreen({ location }: ScreenProps) {
  const filters = parseQuery('/betRecord', location);
  const query = useBetRecords(filters);

  const change = (patch: Partial<BetFilters>) => {
    const next = patchFilters(filters, patch);
    if (next !== filters) replaceRoute(hrefTo('/betRecord', next));
  };

  return (
    <div className="flex flex-col" data-testid="bet-record">
      <div className="sticky top-[calc(theme(spacing.header)+env(safe-area-inset-top))] z-10 bg-page px-gutter py-2">
        <BetFilterBar filters={filters} onChange={change} />
      </div>
      <InfiniteList
        label={t.routes.betRecord}
        query={query}
        rowKey={(r, i) => `${r.betId}-${i}`}
        renderRow={(r) => <BetRow record={r} />}
        skeleton={<BetRowSkeleton />}
      />
    </div>
  );
}
