'use client';
import { useProtectionStatus } from '@/lib/api/protection';
import * as t from '@/lib/text/zh-CN';
import { LoadError } from '@/components/list/infinite-list';
import { Skeleton } from '@/components/ui/skeleton';
import { ExclusionChooser } from './exclusion-chooser';
import { ReopenButton } from './reopen-button';
import { RestrictionCard } from './restriction-card';
import { Section } from './section';

const E = t.responsible.exclusion;

/** 冷静期与自我排除 (docs/SCREENS.md#responsible): the member's status, then the choices when open. */
export function ExclusionSection({ id }: { id: string }) {
  const { data, error, mutate } = useProtectionStatus();
  let body;
  if (data === undefined && !error) body = <Skeleton className="h-40 w-full rounded-control" />;
  else if (data === undefined) body = <LoadError error={error} onRetry={() => void mutate()} fallback={E.loadFailed} />;
  else if (data)
    // Restricted: where the member stands (as /restricted shows it) instead of the choices.
    body = (
      <div className="flex flex-col gap-3">
        <RestrictionCard protection={data} />
        {data.state === 'closed' && (
          <ReopenButton onDone={(protection) => void mutate(protection, { revalidate: false })} />
        )}
      </div>
    );
  else body = <ExclusionChooser />;
  return (
    <Section id={id} title={E.title} intro={E.intro}>
      {body}
    </Section>
  );
}
