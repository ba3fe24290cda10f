import clsx from 'clsx';

/** A shimmering placeholder with the final element's size, so nothing shifts when data lands. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx('skeleton', className)} />;
}

const LINE = { body: 'text-body', note: 'text-note', caption: 'text-caption' } as const;

/**
 * A placeholder for one line of text: its box is the line box of that text style (a no-break space
 * of the same size), the bar drawn inside it, so a skeleton row is exactly as tall as the row it
 * stands for, at any text size. `className` places the line (margins); `bar` sizes the bar (width).
 */
export function SkeletonLine({
  size,
  bar = 'w-full',
  className,
}: {
  size: keyof typeof LINE;
  bar?: string;
  className?: string;
}) {
  return (
    <div aria-hidden className={clsx('relative', LINE[size], className)}>
      {'\u00a0'}
      <span className={clsx('skeleton absolute left-0 top-1/2 h-[0.8em] -translate-y-1/2', bar)} />
    </div>
  );
}
