import { ShieldExclamationIcon } from '@heroicons/react/24/outline';
import { Link } from '@/lib/router/link';
import * as t from '@/lib/text/zh-CN';

/** A trial (play-money) account sees this instead of the deposit forms. */
export function TrialNotice() {
  return (
    <div className="flex flex-col items-center gap-3 px-8 py-16 text-center" data-testid="deposit-trial">
      <ShieldExclamationIcon className="h-12 w-12 text-warning" aria-hidden />
      <h2 className="text-title font-semibold text-ink">{t.deposit.trialTitle}</h2>
      <p className="text-note text-ink-muted">{t.deposit.trialBody}</p>
      <Link
        to="/reg"
        className="flex min-h-touch items-center rounded-pill bg-brand px-8 text-body font-medium text-ink-inverse"
      >
        {t.deposit.trialAction}
      </Link>
    </div>
  );
}
