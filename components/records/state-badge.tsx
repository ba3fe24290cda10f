import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { StateTone } from '@/lib/records/states';

const toneClass: Record<StateTone, string> = {
  pending: 'bg-gold-soft text-gold-ink',
  good: 'bg-success/10 text-success',
  bad: 'bg-brand-soft text-danger',
  neutral: 'bg-surface-sunken text-ink-muted',
};

/** A record's state as a small pill: waiting amber, done green, refused or failed red. */
export function StateBadge({ tone, children, testId }: { tone: StateTone; children: ReactNode; testId?: string }) {
  return (
    <span data-testid={testId} className={clsx('rounded-pill px-2 py-0.5 text-caption', toneClass[tone])}>
      {children}
    </span>
  );
}
