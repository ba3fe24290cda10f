import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder while a screen's chunk loads: the shape of a typical list screen. */
export function ScreenSkeleton() {
  return (
    <div className="flex flex-col gap-3 p-gutter" aria-busy>
      <Skeleton className="h-24 w-full rounded-card" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-2/3" />
    </div>
  );
}
