'use client';
import { reopenAccount, type ProtectionStatus } from '@/lib/api/protection';
import { useSubmit } from '@/lib/api/use-submit';
import * as t from '@/lib/text/zh-CN';
import { formatWireBeijing } from '@/lib/time-format';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';

const E = t.responsible.exclusion;

/**
 * A member who is not `open` sees where they stand instead of the choices: the state, its end (or
 * the reopening time) and the server's own words; after a self-exclusion ended, 申请重新开放.
 */
export function ExclusionStatus({
  status,
  onChange,
}: {
  status: ProtectionStatus;
  onChange: (status: ProtectionStatus) => void;
}) {
  const { submit, busy } = useSubmit();
  const reopen = async () => {
    const done = await submit(reopenAccount);
    if (!done.ok) return;
    toast.success(done.value.message);
    onChange(done.value.status);
  };
  const date = status.state === 'reopening' ? status.reopenAt : status.until;
  return (
    <div data-testid="exclusion-status" className="flex flex-col gap-2 rounded-control bg-brand-soft p-3">
      <p className="text-body font-semibold text-ink">
        {E.stateTitle}：{E.states[status.state]}
      </p>
      {date && (
        <p className="text-note text-ink">
          {status.state === 'reopening' ? E.reopenAt(formatWireBeijing(date)) : E.endsAt(formatWireBeijing(date))}
        </p>
      )}
      {status.message && <p className="text-note text-ink-muted">{status.message}</p>}
      {status.state === 'closed' && (
        <Button variant="secondary" onClick={() => void reopen()} loading={busy}>
          {E.reopen}
        </Button>
      )}
    </div>
  );
}
