import type { VipLevel } from '@/lib/rewards/types';
import { VIP_RATE_KEYS } from '@/lib/rewards/types';
import * as t from '@/lib/text/zh-CN';

const V = t.rewards.vip;

/** The chosen level's maximum rebate per category, from the server's list. */
export function VipRateTable({ level }: { level: VipLevel }) {
  return (
    <section className="rounded-card bg-surface p-4 shadow-card">
      <h2 className="mb-2 text-title font-semibold text-ink">
        {level.name} {V.rateTable}
      </h2>
      <table className="w-full text-body">
        <thead>
          <tr className="border-b border-line text-note text-ink-muted">
            <th scope="col" className="py-2 text-left font-normal">
              {V.category}
            </th>
            <th scope="col" className="py-2 text-right font-normal">
              {V.rateTable}
            </th>
          </tr>
        </thead>
        <tbody>
          {VIP_RATE_KEYS.map((key) => (
            <tr key={key} className="border-b border-line last:border-0">
              <th scope="row" className="py-2.5 text-left font-normal text-ink">
                {V.rates[key]}
              </th>
              <td className="py-2.5 text-right font-num font-semibold text-brand">{level.rates[key]}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
