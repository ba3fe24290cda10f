import * as t from '@/lib/text/zh-CN';

const V = t.rewards.vip;

/** The programme's rules: one level a day, 90-day retention, rebate timing. */
export function VipRules() {
  return (
    <section className="rounded-card bg-surface p-4 shadow-card">
      <h2 className="mb-2 text-title font-semibold text-ink">{V.rulesTitle}</h2>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-note text-ink-muted">
        {V.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </section>
  );
}
