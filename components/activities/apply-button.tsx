'use client';
import { applyForActivity } from '@/lib/api/activities';
import { useSubmit } from '@/lib/api/use-submit';
import { navigate } from '@/lib/router/navigate';
import { hrefTo } from '@/lib/router/queries';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';

export interface ApplyButtonProps {
  activityId: number;
  /** `can_apply`: false for an information-only activity. */
  canApply: boolean;
  /** This activity's location, where login comes back to. */
  here: string;
}

/**
 * The bottom action of /activityInfo (docs/SCREENS.md#activityinfo). A visitor always gets
 * 前往登录, even on an information-only activity: whether one may apply is a member's concern,
 * and the spec makes the visitor's button a login prompt. A member gets 立即申请, or the
 * 无需申请 note when the activity takes no applications. A success toasts the server's own
 * text (申请成功 when it sent none, never the button's label); a refusal its message.
 */
export function ApplyButton({ activityId, canApply, here }: ApplyButtonProps) {
  const { token } = useSession();
  const { submit, busy } = useSubmit();

  if (!token) {
    return (
      <Button block size="lg" onClick={() => navigate(hrefTo('/login', { redirect: here }))}>
        {t.activities.toLogin}
      </Button>
    );
  }
  if (!canApply) {
    return (
      <p className="flex min-h-touch items-center justify-center text-body text-ink-muted">{t.activities.noApply}</p>
    );
  }
  const apply = async () => {
    const done = await submit(() => applyForActivity(activityId));
    if (done.ok) toast.success(done.value.trim() || t.activities.applied);
  };
  return (
    <Button block size="lg" loading={busy} onClick={() => void apply()}>
      {busy ? t.activities.applying : t.activities.apply}
    </Button>
  );
}
