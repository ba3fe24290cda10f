import { InformationCircleIcon } from '@heroicons/react/24/outline';
import * as t from '@/lib/text/zh-CN';

/** A trial account plays with play money: it can never withdraw, and is told so plainly. */
export function TrialNotice() {
  return (
    <div role="note" className="flex items-start gap-2 rounded-card bg-gold-soft p-4 text-body text-ink">
      <InformationCircleIcon className="h-5 w-5 shrink-0 text-warning" aria-hidden />
      <p>{t.withdraw.trialNotice}</p>
    </div>
  );
}
