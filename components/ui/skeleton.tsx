import clsx from 'clsx';

/** A shimmering placeholder with the final element's size, so nothing shifts when data lands. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx('skeleton', className)} />;
}
