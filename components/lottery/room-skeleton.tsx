import { Skeleton } from '@/components/ui/skeleton';

/** The room's panel while its data loads: same blocks and heights as the real one (no shift). */
export function RoomPanelSkeleton() {
  return (
    <div data-testid="room-skeleton" className="space-y-3 bg-surface px-gutter py-3 shadow-card">
      <div className="flex items-center justify-between">
        <Skeleton className="h-10 w-32" />
        <Skeleton className="h-10 w-28" />
      </div>
      <Skeleton className="h-11 w-full" />
      <div className="flex items-center justify-between">
        <Skeleton className="h-10 w-28" />
        <Skeleton className="h-11 w-40" />
      </div>
    </div>
  );
}
