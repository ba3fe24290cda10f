import { formatMoney } from '@/lib/money';
import type { RebateTotals } from '@/lib/rewards/types';
import * as t from '@/lib/text/zh-CN';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

const F = t.rewards.fanshui;

function Figure({ label, cents, testId }: { label: string; cents: number | null; testId: string }) {
  return (
    <div className="flex flex-1 flex-col items-center gap-0.5">
      {cents === null ? (
        <Skeleton className="h-7 w-20 opacity-40" />
      ) : (
        <span className="font-num text-headline font-bold" data-testid={testId}>
          {formatMoney(cents)}
        </span>
      )}
      <span className="text-note opacity-90">{label}</span>
    </div>
  );
}

/** Claimed in all (jisuan), pending (nojisuan) and the claim button. */
export function RebateSummary({
  totals,
  busy,
  onClaim,
}: {
  totals: RebateTotals | null;
  busy: boolean;
  onClaim: () => void;
}) {
  return (
    <section className="flex flex-col gap-4 rounded-card bg-gradient-to-br from-brand to-brand-dark p-4 text-ink-inverse shadow-raised">
      <div className="flex">
        <Figure label={F.claimed} cents={totals ? totals.claimed : null} testId="rebate-claimed" />
        <Figure label={F.pending} cents={totals ? totals.pending : null} testId="rebate-pending" />
      </div>
      <Button variant="gold" block loading={busy} disabled={!totals} onClick={onClaim}>
        {F.claim}
      </Button>
    </section>
  );
}
