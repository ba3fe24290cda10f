import { formatMoney } from '@/lib/money';
import type { RedPacketRule } from '@/lib/rewards/types';
import * as t from '@/lib/text/zh-CN';

const H = t.rewards.hongbao;

/** "2026-03-02 10:00:00" → "10:00". */
const clock = (text: string) => /(\d{2}:\d{2})(?::\d{2})?$/.exec(text)?.[1] ?? text;

/** The rules: deposit range (day_flow–flow_money), draws (recharge), the window. */
export function RedPacketRules({ rules }: { rules: readonly RedPacketRule[] }) {
  return (
    <section className="rounded-card bg-surface p-4 shadow-card">
      <h2 className="mb-2 text-title font-semibold text-ink">{H.rules}</h2>
      <table className="w-full text-note">
        <thead>
          <tr className="border-b border-line text-ink-muted">
            <th scope="col" className="py-2 text-left font-normal">
              {H.depositRange}
            </th>
            <th scope="col" className="py-2 text-center font-normal">
              {H.times}
            </th>
            <th scope="col" className="py-2 text-right font-normal">
              {H.time}
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((r) => (
            <tr key={r.id} className="border-b border-line last:border-0">
              <td className="py-2 font-num text-ink">
                {formatMoney(r.depositMin)}-{formatMoney(r.depositMax)}
              </td>
              <td className="py-2 text-center font-num text-ink">{r.draws}</td>
              <td className="py-2 text-right font-num text-ink-muted">
                {clock(r.start)}-{clock(r.end)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-3 flex flex-col gap-1 text-note text-ink-muted">
        <li>{H.window}</li>
        <li>{H.depositWindow}</li>
      </ul>
    </section>
  );
}
