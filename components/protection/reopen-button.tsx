'use client';
import { reopenAccount } from '@/lib/api/protection';
import type { Protection } from '@/lib/member/user';
import { useSubmit } from '@/lib/api/use-submit';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';

const P = t.protection;

/**
 * 申请重新开放 (a closed account after its self-exclusion ended): POST /api/protectionReopen; the
 * server's answer is toasted, and the session's state becomes reopening (the card then shows when).
 */
export function ReopenButton({ onDone }: { onDone?: (protection: Protection | null) => void }) {
  const { submit, busy } = useSubmit();
  const reopen = async () => {
    if (busy) return;
    const done = await submit(reopenAccount);
    if (!done.ok) return;
    if (done.value.message) toast.success(done.value.message);
    onDone?.(done.value.protection);
  };
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" size="lg" block loading={busy} onClick={reopen}>
        {busy ? P.reopening : P.reopen}
      </Button>
      <p className="text-center text-note text-ink-muted">{P.reopenHint}</p>
    </div>
  );
}
