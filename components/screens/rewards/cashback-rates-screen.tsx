'use client';
import { useState } from 'react';
import {
  CASHBACK_CATEGORIES,
  LUCKY_PLATFORM,
  platformsOf,
  tableOf,
  type CashbackTable,
} from '@/lib/rewards/cashback-table';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { FilterSelect } from '@/components/records/filter-select';

const C = t.rewards.cashback;
const platformLabel = (p: string) => (p === LUCKY_PLATFORM ? C.lucky : p);
const yuan = (n: number) => n.toLocaleString('en-US');

/** /cashback-rates (docs/SCREENS.md#cashback-rates): category and platform, then the fixed tier table. */
export default function CashbackRatesScreen(_: ScreenProps) {
  const [category, setCategory] = useState<CashbackTable['category']>('live');
  const platforms = platformsOf(category);
  const [platform, setPlatform] = useState(platforms[0]!);
  const table = tableOf(category, platform) ?? tableOf(category, platforms[0]!);

  return (
    <div className="flex flex-col gap-3 p-gutter">
      <div className="flex gap-2">
        <FilterSelect
          label={C.category}
          value={category}
          options={CASHBACK_CATEGORIES.map((c) => ({ value: c, label: C.categories[c] }))}
          onChange={(c) => {
            setCategory(c);
            setPlatform(platformsOf(c)[0]!);
          }}
        />
        <FilterSelect
          label={C.platform}
          value={platform}
          options={platforms.map((p) => ({ value: p, label: platformLabel(p) }))}
          onChange={setPlatform}
        />
      </div>
      <section className="overflow-hidden rounded-card bg-surface shadow-card">
        <table className="w-full text-body" data-testid="cashback-table">
          <thead>
            <tr className="bg-brand-soft text-note text-ink">
              <th scope="col" className="px-4 py-2.5 text-left font-semibold">
                {C.tier}
              </th>
              <th scope="col" className="px-4 py-2.5 text-right font-semibold">
                {C.rate}
              </th>
            </tr>
          </thead>
          <tbody>
            {table?.tiers.map((tier) => (
              <tr key={tier.min} className="border-b border-line last:border-0">
                <td className="px-4 py-3 font-num text-ink">{C.atLeast(yuan(tier.min))}</td>
                <td className="px-4 py-3 text-right font-num font-semibold text-brand">
                  {tier.bonus === undefined ? `${tier.rate}%` : C.bonus(yuan(tier.bonus))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="px-1 text-note text-ink-muted">{C.note}</p>
    </div>
  );
}
