import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { Link } from '@/lib/router/link';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';

const M = t.cards.usdtMore;

/** /usdtmore (docs/SCREENS.md#usdtmore): TRC20 versus ERC20, static text from the catalogue. */
export default function UsdtMoreScreen(_: ScreenProps) {
  return (
    <article className="flex flex-col gap-3 p-gutter">
      <section className="rounded-card bg-surface p-4 shadow-card">
        <h2 className="text-title font-semibold">{M.title}</h2>
        <p className="mt-2 text-body leading-relaxed text-ink-muted">{M.intro}</p>
      </section>
      {M.sections.map((s) => (
        <section key={s.title} className="rounded-card bg-surface p-4 shadow-card">
          <h3 className="text-body font-semibold text-ink">{s.title}</h3>
          <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-body leading-relaxed text-ink-muted">
            {s.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
      ))}
      <section className="rounded-card bg-gold-soft p-4">
        <h3 className="flex items-center gap-1.5 text-body font-semibold text-ink">
          <ExclamationTriangleIcon className="h-5 w-5 text-warning" aria-hidden />
          {M.warningTitle}
        </h3>
        <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-body leading-relaxed text-ink-muted">
          {M.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </section>
      <Link
        to="/addUsdtCard"
        className="mt-2 flex h-12 items-center justify-center rounded-control bg-brand text-title font-medium text-ink-inverse"
      >
        {M.bind}
      </Link>
    </article>
  );
}
