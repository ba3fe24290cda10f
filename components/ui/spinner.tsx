import clsx from 'clsx';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      role="status"
      aria-label="加载中"
      className={clsx(
        'inline-block animate-spin rounded-pill border-2 border-current border-r-transparent',
        className ?? 'h-5 w-5',
      )}
    />
  );
}
