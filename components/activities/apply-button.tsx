'use client';
import { applyForActivity } from '@/lib/api/activities';
import { useSubmit } from '@/lib/api/use-submit';
import { navigate } from '@/lib/router/navigate';
import { hrefTo } from '@/lib/router/queries';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';

/**
 * 立即申请 for a member; 前往登录 for a visitor, which comes back here after login. A refusal
 * (already applied, not started, ended) is the server's own message.
 */
export function ApplyButton({ activityId, here }: { activityId: number; here: string }) {
  const { token } = useSession();
  const { submit, busy } = useSubmit();

  if (!token) {
    return (
      <Button block size="lg" onClick={() => navigate(hrefTo('/login', { redirect: here }))}>
        {t.activities.toLogin}
      </Button>
    );
  }
  const apply = async () => {
    const done = await submit(() => applyForActivity(activityId));
    if (done.ok) toast.success(done.value || t.activities.apply);
  };
  return (
    <Button block size="lg" loading={busy} onClick={() => void apply()}>
      {busy ? t.activities.applying : t.activities.apply}
    </Button>
  );
}
