'use client';
import { useTransRecords } from '@/lib/api/records';
import { EXTENSIONS, useExtension } from '@/lib/api/backend';
import type { Extension } from '@/contract/common/extensions';
import {
  DEFAULT_TRANS_FILTERS,
  extensionOfType,
  transTypesFor,
  withFilter,
  type TransFilters,
} from '@/lib/records/trans-filters';
import { replaceRoute } from '@/lib/router/navigate';
import { hrefTo, parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { InfiniteList } from '@/components/list/infinite-list';
import { TransFilterBar } from '@/components/records/trans-filter-bar';
import { TransRow, TransRowSkeleton } from '@/components/records/trans-row';

/**
 * /transRecord, 账户明细 (docs/SCREENS.md#transrecord). The filters live in the route's query, so back, reload
 * and links (a withdrawal sends the player to ?type=2) keep them; a change is a new list at page 1.
 */
export default function TransRecordScreen({ location }: ScreenProps) {
  const asked = parseQuery('/transRecord', location);
  // Gifts (5), rebates (6) and 下级转账 (7) only where the back end lists them: a legacy server
  // crashes on those types, so a link to one shows the default type there, and the list waits
  // until /api/app said.
  const offered = {
    [EXTENSIONS.giftRecords]: useExtension(EXTENSIONS.giftRecords),
    [EXTENSIONS.downlineTransfer]: useExtension(EXTENSIONS.downlineTransfer),
  } as Partial<Record<Extension, boolean | undefined>>;
  const needs = extensionOfType(asked.type);
  const filters = needs && offered[needs] === false ? { ...asked, type: DEFAULT_TRANS_FILTERS.type } : asked;
  const query = useTransRecords(filters, needs === null || offered[needs] !== undefined);

  const change = (patch: Partial<TransFilters>) => {
    const next = withFilter(filters, patch);
    if (next !== filters) replaceRoute(hrefTo('/transRecord', next));
  };

  return (
    <div className="flex flex-col">
      <div className="sticky top-[calc(theme(spacing.header)+env(safe-area-inset-top))] z-10 bg-page px-gutter py-2">
        <TransFilterBar filters={filters} types={transTypesFor((e) => offered[e] === true)} onChange={change} />
      </div>
      <InfiniteList
        label={t.routes.transRecord}
        query={query}
        rowKey={(r, i) => `${r.orderNo}-${i}`}
        renderRow={(r) => <TransRow type={filters.type} record={r} />}
        skeleton={<TransRowSkeleton />}
      />
    </div>
  );
}
