'use client';
import { useProtectionStatus } from '@/lib/api/protection';
import * as t from '@/lib/text/zh-CN';
import { LoadError } from '@/components/list/infinite-list';
import { Skeleton } from '@/components/ui/skeleton';
import { ExclusionChooser } from './exclusion-chooser';
import { ExclusionStatus } from './exclusion-status';
import { Section } from './section';

const E = t.responsible.exclusion;

/** 冷静期与自我排除 (docs/SCREENS.md#responsible): the member's status, then the choices when open. */
export function ExclusionSection({ id }: { id: string }) {
  const { data, error, mutate } = useProtectionStatus();
  let body;
  if (!data && !error) body = <Skeleton className="h-40 w-full rounded-control" />;
  else if (!data) body = <LoadError error={error} onRetry={() => void mutate()} fallback={E.loadFailed} />;
  else if (data.state !== 'open')
    body = <ExclusionStatus status={data} onChange={(status) => void mutate(status, { revalidate: false })} />;
  else body = <ExclusionChooser />;
  return (
    <Section id={id} title={E.title} intro={E.intro}>
      {body}
    </Section>
  );
}
