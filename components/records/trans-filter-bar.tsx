'use client';
import type { TransFilters, TransType } from '@/lib/records/trans-filters';
import * as t from '@/lib/text/zh-CN';
import { FilterSelect } from './filter-select';
import { DateFilter, PlatformFilter } from './record-filters';

const R = t.records;

/** Platform (全平台 + the venues of the balance list), date range and transaction type (of `types`, what the back end lists). */
export function TransFilterBar({
  filters,
  types,
  onChange,
}: {
  filters: TransFilters;
  types: readonly TransType[];
  onChange: (patch: Partial<TransFilters>) => void;
}) {
  return (
    <div className="flex gap-2">
      <PlatformFilter value={filters.platform} onChange={(platform) => onChange({ platform })} />
      <DateFilter value={filters.date} onChange={(date) => onChange({ date })} />
      <FilterSelect
        label={R.type}
        value={filters.type}
        options={types.map((x) => ({ value: x, label: R.types[x] }))}
        onChange={(type) => onChange({ type })}
      />
    </div>
  );
}
