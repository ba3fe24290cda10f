'use client';
import * as t from '@/lib/text/zh-CN';
import { ExclusionSection } from './exclusion-section';
import { LimitsSection } from './limits-section';
import { RealityCheckSetting } from './reality-check-setting';
import { Section } from './section';

const R = t.responsible;

export interface MemberToolsProps {
  limits: boolean;
  reality: boolean;
  exclusion: boolean;
  ids: { limits: string; exclusion: string };
}

/**
 * /responsible's tools for a member (docs/SCREENS.md#responsible): limits, the reality check, a
 * time-out or self-exclusion, each where the back end offers it. Its own chunk: a visitor's page
 * (the introduction, the self-assessment and the help lines) never evaluates their editors,
 * dialogs and amount parsing.
 */
export default function MemberTools({ limits, reality, exclusion, ids }: MemberToolsProps) {
  return (
    <>
      {limits && <LimitsSection id={ids.limits} />}
      {reality && (
        <Section title={R.reality.title} intro={R.reality.intro}>
          <RealityCheckSetting />
        </Section>
      )}
      {exclusion && <ExclusionSection id={ids.exclusion} />}
    </>
  );
}
