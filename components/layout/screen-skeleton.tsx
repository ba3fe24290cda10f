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

/**
 * What the static export renders before JavaScript runs: the hall's frame
 * (header, banner, shortcuts, tiles, tab bar), so the first paint is the hall's shape.
 */
export function HallSkeleton() {
  return (
    <div className="mx-auto flex min-h-dvh max-w-app flex-col bg-page" aria-busy>
      <div className="flex h-header items-center justify-between bg-surface px-gutter pt-safe-top shadow-card">
        <Skeleton className="h-8 w-28" />
        <Skeleton className="h-8 w-24 rounded-pill" />
      </div>
      <div className="flex flex-col gap-3 p-gutter">
        <Skeleton className="aspect-[750/320] w-full rounded-card" />
        <Skeleton className="h-9 w-full rounded-pill" />
        <Skeleton className="h-28 w-full rounded-card" />
        <div className="grid grid-cols-5 gap-2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
        <div className="grid grid-cols-2 gap-3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-card" />
          ))}
        </div>
      </div>
      <div className="fixed inset-x-0 bottom-0 mx-auto h-tabbar max-w-app border-t border-line bg-surface pb-safe-bottom" />
    </div>
  );
}
