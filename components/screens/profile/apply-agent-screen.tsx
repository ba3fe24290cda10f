'use client';
import { CheckBadgeIcon, ClockIcon, XCircleIcon } from '@heroicons/react/24/outline';
import { useAgentApplication } from '@/lib/api/agents';
import { navigate } from '@/lib/router/navigate';
import { hrefTo } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { formatBeijing } from '@/lib/time-format';
import { LoginPrompt } from '@/components/member/login-prompt';
import { AgentForm } from '@/components/profile/agent-form';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

const A = t.profile.agent;

/**
 * /applyagent (docs/SCREENS.md#applyagent): open route; a visitor is asked to log in. A member
 * with a pending application sees its state instead of the form, an agent sees 您已是代理, a
 * rejected application shows why above a new form.
 */
export default function ApplyAgentScreen({ location }: ScreenProps) {
  const { token, user } = useSession();
  const application = useAgentApplication();

  if (!token) {
    return <LoginPrompt text={A.loginFirst} action={A.toLogin} here={location.full} />;
  }
  if (application.data === undefined && !application.error) {
    return (
      <div aria-busy className="flex flex-col gap-3 p-gutter">
        <Skeleton className="h-16 w-full rounded-card" />
        <Skeleton className="h-40 w-full rounded-card" />
      </div>
    );
  }
  const latest = application.data ?? null;
  const isAgent = user?.isAgent || latest?.state === 2;
  if (isAgent || latest?.state === 1) {
    return (
      <div className="flex flex-col gap-4 p-gutter">
        <section
          data-testid="agent-state"
          className="flex flex-col items-center gap-3 rounded-card bg-surface p-6 text-center shadow-card"
        >
          {isAgent ? (
            <CheckBadgeIcon className="h-12 w-12 text-success" aria-hidden />
          ) : (
            <ClockIcon className="h-12 w-12 text-warning" aria-hidden />
          )}
          <p className="text-title font-medium text-ink">{A.states[isAgent ? 2 : 1]}</p>
          {latest && (
            <p className="text-note text-ink-muted">
              {A.submittedAt} {latest.createdAt === null ? '-' : formatBeijing(latest.createdAt)}
            </p>
          )}
        </section>
        {isAgent && (
          <Button block size="lg" onClick={() => navigate(hrefTo('/gamePage', { dailiD: '1' }))}>
            {A.agentLogin}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4 p-gutter">
      {latest?.state === 3 ? (
        <section data-testid="agent-state" className="flex gap-3 rounded-card bg-brand-soft p-4 text-body text-ink">
          <XCircleIcon className="h-6 w-6 shrink-0 text-danger" aria-hidden />
          <div className="flex flex-col gap-1">
            <p>{A.states[3]}</p>
            {latest.reason && <p className="text-note text-ink-muted">{A.reasonLine(latest.reason)}</p>}
          </div>
        </section>
      ) : (
        <p className="rounded-card bg-gold-soft p-4 text-body text-ink">{A.intro}</p>
      )}
      <AgentForm initialMobile={latest?.mobile || user?.mobile || ''} onApplied={() => void application.mutate()} />
    </div>
  );
}
