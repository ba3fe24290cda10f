import type { ReactNode } from 'react';
import * as t from '@/lib/text/zh-CN';
import { AddStepArt, DoneStepArt, ShareStepArt } from './a2hs-illustrations';

/** Safari's three add-to-home-screen steps (share, add, done): the guide and the /app page show them. */
export function A2hsSteps({ className }: { className?: string }) {
  return (
    <ol className={`grid grid-cols-3 gap-2 ${className ?? ''}`}>
      <Step n={1} art={<ShareStepArt />} text={t.a2hs.stepShare} />
      <Step n={2} art={<AddStepArt />} text={t.a2hs.stepAdd} />
      <Step n={3} art={<DoneStepArt />} text={t.a2hs.stepDone} />
    </ol>
  );
}

function Step({ n, art, text }: { n: number; art: ReactNode; text: string }) {
  return (
    <li className="flex flex-col items-center gap-1 text-center">
      {art}
      <span className="rounded-pill bg-brand-soft px-2 text-caption font-medium text-brand">{t.a2hs.stepLabel(n)}</span>
      <span className="text-caption text-ink-muted">{text}</span>
    </li>
  );
}
