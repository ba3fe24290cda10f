'use client';
import type { ReactNode } from 'react';
import { useVipLevels } from '@/lib/api/rewards';
import type { VipLevel } from '@/lib/rewards/types';
import * as t from '@/lib/text/zh-CN';
import { LoadError } from '@/components/list/infinite-list';
import { Skeleton } from '@/components/ui/skeleton';

/** Loads the levels once for the VIP screens: skeleton while loading, a retry on failure. */
export function VipLevelsGate({ children }: { children: (levels: VipLevel[]) => ReactNode }) {
  const { data, error, mutate } = useVipLevels();
  if (error && !data) return <LoadError error={error} onRetry={() => void mutate()} fallback={t.rewards.vip.failed} />;
  if (!data)
    return (
      <div className="flex flex-col gap-3 p-gutter" aria-busy>
        <Skeleton className="h-24 w-full rounded-card" />
        <Skeleton className="h-40 w-full rounded-card" />
        <Skeleton className="h-56 w-full rounded-card" />
      </div>
    );
  return <>{children(data)}</>;
}
