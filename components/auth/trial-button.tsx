'use client';
import { useState } from 'react';
import { useAppInfo } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { signInTrial, trialOffered } from '@/lib/auth/flows';
import { replaceRoute } from '@/lib/router/navigate';
import { t } from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';

/** 免费试玩: a play-money account that cannot deposit or withdraw. */
export function TrialButton() {
  const { data: app } = useAppInfo();
  const [busy, setBusy] = useState(false);
  if (!trialOffered(app?.trialEnabled ?? null)) return null;

  const start = async () => {
    setBusy(true);
    try {
      await signInTrial();
      toast.success(t.auth.loginSuccess);
      replaceRoute('/');
    } catch (e) {
      if (e instanceof ApiError) toast.error(e.message || t.auth.trialUnavailable);
    } finally {
      setBusy(false);
    }
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
