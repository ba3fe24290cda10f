'use client';
import { OWN_PLATFORM, type BetFilters } from '@/lib/records/bet-filters';
import * as t from '@/lib/text/zh-CN';
import { DateFilter, PlatformFilter } from './record-filters';

const OWN = [{ value: OWN_PLATFORM, label: t.records.ownPlatform }] as const;

/** Platform (全平台, our lottery, the venues of the balance list) and date range. */
export function BetFilterBar({
  filters,
  onChange,
}: {
  filters: BetFilters;
  onChange: (patch: Partial<BetFilters>) => void;
}) {
  return (
    <div className="flex gap-2">
      <PlatformFilter value={filters.platform} extra={OWN} onChange={(platform) => onChange({ platform })} />
      <DateFilter value={filters.date} onChange={(date) => onChange({ date })} />
    </div>
  );
}
