'use client';
import { useAppInfo } from '@/lib/api/app';
import { EXTENSIONS, useExtension } from '@/lib/api/backend';
import { useSubmit } from '@/lib/api/use-submit';
import { signInTrial, trialOffered } from '@/lib/auth/flows';
import { replaceRoute } from '@/lib/router/navigate';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';

/** 免费试玩: a play-money account that cannot deposit or withdraw (lib/auth/flows.ts says where it comes from). */
export function TrialButton() {
  const { data: app } = useAppInfo();
  const hasTrialCall = useExtension(EXTENSIONS.trial);
  const { submit, busy } = useSubmit();
  if (!trialOffered(app?.trialEnabled ?? null, hasTrialCall)) return null;

  const start = async () => {
    const done = await submit(() => signInTrial());
    if (!done.ok) return;
    toast.success(t.auth.loginSuccess);
    replaceRoute('/');
  };

  return (
    <div className="flex flex-col items-center gap-1">
      <Button variant="secondary" block onClick={start} loading={busy}>
        {t.auth.trial}
      </Button>
      <p className="text-caption text-ink-faint">{t.auth.trialHint}</p>
    </div>
  );
}
