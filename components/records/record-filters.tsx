'use client';
import { useBalanceList } from '@/lib/api/wallet';
import { DATE_RANGES, type DateRange } from '@/lib/records/filters';
import * as t from '@/lib/text/zh-CN';
import { FilterSelect, type FilterOption } from './filter-select';

const R = t.records;

/**
 * The platform filter every record list shares: 全平台, then `extra` (e.g. the bet record's own
 * lottery), then the venues of the balance list.
 */
export function PlatformFilter({
  value,
  onChange,
  extra = [],
}: {
  value: string;
  onChange: (platform: string) => void;
  extra?: readonly FilterOption<string>[];
}) {
  // Read once: the venues are the filter's options, not live balances.
  const { data: venues } = useBalanceList(0);
  const options: FilterOption<string>[] = [
    { value: '', label: R.allPlatforms },
    ...extra,
    ...(venues ?? []).map((v) => ({ value: v.platname, label: v.name || v.platname })),
  ];
  // A platform from a link that the list does not (yet) know still shows as chosen.
  if (value && !options.some((p) => p.value === value)) options.push({ value, label: value });
  return <FilterSelect label={R.platform} value={value} options={options} onChange={onChange} />;
}

/** Today, last 7, 15 or 30 days. */
export function DateFilter({ value, onChange }: { value: DateRange; onChange: (date: DateRange) => void }) {
  return (
    <FilterSelect
      label={R.date}
      value={value}
      options={DATE_RANGES.map((d) => ({ value: d, label: R.dates[d] }))}
      onChange={onChange}
    />
  );
}
