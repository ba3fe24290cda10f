'use client';
import { useState } from 'react';
import { LIMIT_KINDS, LIMIT_KIND_LABELS, LIMIT_PERIOD_NAMES, type LimitKind } from '@/contract/protection/rules';
import { confirmLimit, useProtectionLimits, type Limit } from '@/lib/api/protection-limits';
import { useSubmit } from '@/lib/api/use-submit';
import { useShownMessage } from '@/lib/text/message';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { LoadError } from '@/components/list/infinite-list';
import { Skeleton } from '@/components/ui/skeleton';
import { LimitEditor } from './limit-editor';
import { LimitRow } from './limit-row';
import { Section } from './section';

const L = t.responsible.limits;

const sameLimit = (a: Limit, b: Pick<Limit, 'kind' | 'period'>) => a.kind === b.kind && a.period === b.period;

/** The kinds in order, each with its three periods (the server lists all nine, set or not). */
const byKind = (limits: Limit[], kind: LimitKind): Limit[] =>
  LIMIT_PERIOD_NAMES.map((period) => limits.find((l) => sameLimit(l, { kind, period }))).filter(
    (l): l is Limit => l !== undefined,
  );

function LimitsSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-3">
      {LIMIT_KINDS.map((kind) => (
        <Skeleton key={kind} className="h-24 w-full rounded-control" />
      ))}
    </div>
  );
}

/**
 * 限额设置 (docs/SCREENS.md#responsible): the nine limits, kind by kind; 修改 opens the editor,
 * 确认生效 applies a waiting raise or removal once the server says it may. Every answer carries the
 * whole list, which replaces the one shown.
 */
export function LimitsSection({ id }: { id: string }) {
  const { data, error, mutate } = useProtectionLimits();
  const [editing, setEditing] = useState<Limit | null>(null);
  const { submit, busy } = useSubmit();
  const [confirming, setConfirming] = useState<Limit | null>(null);
  const shown = useShownMessage();

  const confirm = async (limit: Limit) => {
    setConfirming(limit);
    const done = await submit(() => confirmLimit(limit.kind, limit.period));
    setConfirming(null);
    if (!done.ok) return;
    toast.success(done.value.message);
    void mutate(done.value.limits, { revalidate: false });
  };

  let body;
  if (!data && !error) body = <LimitsSkeleton />;
  else if (!data) body = <LoadError error={error} onRetry={() => void mutate()} fallback={L.loadFailed} />;
  else
    body = LIMIT_KINDS.map((kind) => (
      <div key={kind} className="border-t border-line pt-2 first:border-t-0 first:pt-0">
        <h3 className="text-body font-semibold text-ink">{L.kindTitle(shown(LIMIT_KIND_LABELS[kind]))}</h3>
        <ul className="divide-y divide-line">
          {byKind(data, kind).map((limit) => (
            <LimitRow
              key={limit.period}
              limit={limit}
              onEdit={() => setEditing(limit)}
              onConfirm={() => void confirm(limit)}
              busy={busy && confirming !== null && sameLimit(confirming, limit)}
            />
          ))}
        </ul>
      </div>
    ));

  return (
    <Section id={id} title={L.title} intro={L.intro}>
      <div className="flex flex-col gap-3">{body}</div>
      {editing && (
        <LimitEditor
          limit={editing}
          onClose={() => setEditing(null)}
          onSaved={(limits) => {
            setEditing(null);
            void mutate(limits, { revalidate: false });
          }}
        />
      )}
    </Section>
  );
}
