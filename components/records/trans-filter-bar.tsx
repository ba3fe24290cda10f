'use client';
import { useBalanceList } from '@/lib/api/wallet';
import { DATE_RANGES, TRANS_TYPES, type TransFilters } from '@/lib/records/trans-filters';
import { t } from '@/lib/text/zh-CN';
import { FilterSelect } from './filter-select';

const R = t.records;

/** Platform (全平台 + the venues of the balance list), date range and transaction type. */
export function TransFilterBar({ filters, onChange }: { filters: TransFilters; onChange: (patch: Partial<TransFilters>) => void }) {
  // Read once: the venues are the filter's options, not live balances.
  const { data: venues } = useBalanceList(0);
  const platforms = [{ value: '', label: R.allPlatforms }, ...(venues ?? []).map((v) => ({ value: v.platname, label: v.name || v.platname }))];
  // A platform from a link that the list does not (yet) know still shows as chosen.
  if (filters.platform && !platforms.some((p) => p.value === filters.platform)) platforms.push({ value: filters.platform, label: filters.platform });
  return (
    <div className="flex gap-2">
      <FilterSelect label={R.platform} value={filters.platform} options={platforms} onChange={(platform) => onChange({ platform })} />
      <FilterSelect label={R.date} value={filters.date} options={DATE_RANGES.map((d) => ({ value: d, label: R.dates[d] }))} onChange={(date) => onChange({ date })} />
      <FilterSelect label={R.type} value={filters.type} options={TRANS_TYPES.map((x) => ({ value: x, label: R.types[x] }))} onChange={(type) => onChange({ type })} />
    </div>
  );
}
