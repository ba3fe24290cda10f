'use client';
import { useState } from 'react';
import { ANSWER_POINTS, bandOf, scoreOf } from '@/lib/protection/self-assessment';
import * as t from '@/lib/text/zh-CN';
import { Button } from '@/components/ui/button';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { Section } from './section';

const A = t.responsible.assessment;
const QUESTIONS = A.questions;
const ANSWERS = ANSWER_POINTS.map((points) => ({ value: points, label: A.answers[points] }));
/** No answer yet: a value no option has. */
const UNANSWERED = -1;

/** Where the result's buttons lead: a tool section of this page, or the login for a visitor. */
export interface AssessmentAction {
  label: string;
  onClick: () => void;
}

function Result({ score, actions, onAgain }: { score: number; actions: AssessmentAction[]; onAgain: () => void }) {
  const band = bandOf(score);
  return (
    <div data-testid="assessment-result" className="flex flex-col gap-2 rounded-control bg-surface-sunken p-3">
      <p className="text-title font-semibold text-ink">
        {A.bands[band]} <span className="text-note font-normal text-ink-muted">{A.score(score)}</span>
      </p>
      <p className="text-body text-ink">{A.advice[band]}</p>
      <div className="flex flex-wrap gap-2">
        {actions.map((a) => (
          <Button key={a.label} size="sm" variant="secondary" onClick={a.onClick}>
            {a.label}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={onAgain}>
          {A.again}
        </Button>
      </div>
    </div>
  );
}

/**
 * 自我评估 (docs/SCREENS.md#responsible): nine questions, one radio group each; once all are
 * answered, the band with its advice and the way to the tools. Held in this component only:
 * nothing is sent or stored, and leaving the page forgets it.
 */
export function SelfAssessment({ id, actions }: { id: string; actions: AssessmentAction[] }) {
  const [answers, setAnswers] = useState<(number | null)[]>(() => QUESTIONS.map(() => null));
  const answer = (i: number) => (points: number) => setAnswers((list) => list.map((a, j) => (j === i ? points : a)));
  const score = scoreOf(answers, QUESTIONS.length);
  const answered = answers.filter((a) => a !== null).length;
  return (
    <Section id={id} title={A.title} intro={A.intro}>
      <ol className="flex flex-col gap-4">
        {QUESTIONS.map((q, i) => (
          <li key={q} className="flex flex-col gap-2">
            <p className="text-body text-ink">{A.question(i + 1, q)}</p>
            <SegmentedChoice
              label={A.question(i + 1, q)}
              options={ANSWERS}
              value={answers[i] ?? UNANSWERED}
              onChange={answer(i)}
            />
          </li>
        ))}
      </ol>
      <div aria-live="polite" className="mt-4">
        {score === null ? (
          <p className="text-note text-ink-muted">{A.progress(answered, QUESTIONS.length)}</p>
        ) : (
          <Result score={score} actions={actions} onAgain={() => setAnswers(QUESTIONS.map(() => null))} />
        )}
      </div>
      <p className="mt-3 text-caption text-ink-muted">{A.privacy}</p>
    </Section>
  );
}
