'use client';
import { lazy, Suspense } from 'react';
import { EXTENSIONS, useExtension } from '@/lib/api/backend';
import { useProtectionStatus } from '@/lib/api/protection';
import { navigate } from '@/lib/router/navigate';
import { hrefTo } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import { getToken, useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { HelpLines } from '@/components/protection/help-lines';
import { Section } from '@/components/protection/section';
import { SelfAssessment, type AssessmentAction } from '@/components/protection/self-assessment';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

const R = t.responsible;
const loadTools = () => import('@/components/protection/member-tools');
const MemberTools = lazy(loadTools);
// A member's tools start loading with the screen, beside its extension and status reads.
if (typeof window !== 'undefined' && getToken()) void loadTools();
const toolsSkeleton = <Skeleton className="h-48 w-full rounded-card" />;
/** Section ids, so the self-assessment's advice can bring a tool into view. */
const IDS = {
  limits: 'rg-limits',
  exclusion: 'rg-exclusion',
  assessment: 'rg-assessment',
  help: 'rg-help',
  tools: 'rg-tools',
};

const show = (id: string) => document.getElementById(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });

function Intro() {
  return (
    <Section title={R.introTitle} intro={R.intro}>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-note text-ink">
        {R.introPoints.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </Section>
  );
}

/** The tools' login prompt for a visitor; without `onLogin` (not known yet) its button is a placeholder. */
function VisitorTools({ onLogin }: { onLogin?: () => void }) {
  return (
    <Section id={IDS.tools} title={R.toolsTitle} intro={R.toolsLoginText}>
      {onLogin ? <Button onClick={onLogin}>{R.toLogin}</Button> : <Skeleton className="h-touch w-20 rounded-control" />}
    </Section>
  );
}

/**
 * Which tools this member may use now: each only with its extension (no call to a missing API);
 * limits and the reality check only while the account is open (a restricted member's calls for them
 * are refused), so they wait for the status when the back end has time-outs. undefined: not known yet (skeleton).
 */
function useTools(member: boolean) {
  const limits = useExtension(EXTENSIONS.protectionLimits);
  const exclusion = useExtension(EXTENSIONS.protectionExclusion);
  const reality = useExtension(EXTENSIONS.realityCheck);
  const status = useProtectionStatus();
  const statusKnown = exclusion === false || status.data !== undefined || status.error !== undefined;
  const open = exclusion === false || status.data === null || status.error !== undefined;
  const known = limits !== undefined && exclusion !== undefined && (!member || statusKnown);
  return {
    known,
    limits: !!limits && open,
    exclusion: !!exclusion,
    reality: !!reality && open,
    any: !!(limits || exclusion),
  };
}

/**
 * /responsible, 理性游戏 (docs/SCREENS.md#responsible). Open to visitors: the introduction, the
 * self-assessment and the help lines for everyone; the tools (limits, reality check, time-out and
 * self-exclusion) for members, each only where the back end offers it, a login prompt for visitors.
 */
export default function ResponsibleScreen({ location }: ScreenProps) {
  const member = useSession().token !== null;
  const tools = useTools(member);
  const toLogin = () => navigate(hrefTo('/login', { redirect: location.full }));

  const actions: AssessmentAction[] = member
    ? [
        ...(tools.limits ? [{ label: R.assessment.toLimits, onClick: () => show(IDS.limits) }] : []),
        ...(tools.exclusion ? [{ label: R.assessment.toExclusion, onClick: () => show(IDS.exclusion) }] : []),
      ]
    : tools.any
      ? [{ label: R.assessment.toLogin, onClick: toLogin }]
      : [];
  actions.push({ label: R.assessment.toHelp, onClick: () => show(IDS.help) });

  let toolSections;
  // A visitor's placeholder is the login prompt's own shape: the exported first paint shows it
  // (lib/router/paths.ts, FIRST_PAINTS), and the answered prompt lands on it without a jump.
  if (!tools.known && !member) toolSections = <VisitorTools />;
  else if (!tools.known) toolSections = toolsSkeleton;
  else if (!member) toolSections = tools.any && <VisitorTools onLogin={toLogin} />;
  else
    toolSections = (
      <Suspense fallback={toolsSkeleton}>
        <MemberTools limits={tools.limits} reality={tools.reality} exclusion={tools.exclusion} ids={IDS} />
      </Suspense>
    );

  return (
    <div className="flex flex-col gap-3 p-gutter">
      <Intro />
      {toolSections}
      <SelfAssessment id={IDS.assessment} actions={actions} />
      <HelpLines id={IDS.help} />
    </div>
  );
}
