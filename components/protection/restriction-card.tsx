import { NoSymbolIcon } from '@heroicons/react/24/outline';
import type { Protection } from '@/lib/api/types';
import { parseBeijing } from '@/lib/time';
import { formatBeijing } from '@/lib/time-format';
import { useShownMessage } from '@/lib/text/message';
import * as t from '@/lib/text/zh-CN';

const P = t.protection;

/** A wire date (Beijing) as shown: to the minute; as it came when it cannot be read. */
function shownDate(wire: string): string {
  const ms = parseBeijing(wire);
  return ms === null ? wire : formatBeijing(ms, 'YYYY-MM-DD HH:mm');
}

/**
 * docs/SCREENS.md#restricted: the state in words, the server's own message (already in the build's
 * language from the reference server; a legacy back end's Chinese goes through the sink), and when it ends
 * (a time-out or self-exclusion) or when the account opens (reopening), in Beijing time.
 */
export function RestrictionCard({ protection }: { protection: Protection }) {
  const { state, until, reopenAt, message } = protection;
  const date = state === 'reopening' ? reopenAt : state === 'closed' ? null : until;
  const shown = useShownMessage();
  return (
    <section className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-card" aria-labelledby="restricted-state">
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-pill bg-brand-soft text-brand">
          <NoSymbolIcon className="h-6 w-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-note text-ink-muted">{P.stateLabel}</p>
          <h2 id="restricted-state" className="text-headline font-bold text-ink" data-testid="restricted-state">
            {P.states[state]}
          </h2>
        </div>
      </div>
      <p className="text-body text-ink" data-testid="restricted-message">
        {shown(message)}
      </p>
      {date && (
        <dl className="flex items-baseline justify-between gap-3 border-t border-line pt-3 text-body">
          <dt className="text-ink-muted">{t.app.beijingTime(state === 'reopening' ? P.reopenAt : P.until)}</dt>
          <dd className="font-num font-semibold text-ink" data-testid="restricted-date">
            {shownDate(date)}
          </dd>
        </dl>
      )}
    </section>
  );
}
