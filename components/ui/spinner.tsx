import clsx from 'clsx';
import * as t from '@/lib/text/zh-CN';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      role="status"
      aria-label={t.app.busy}
      className={clsx(
        'inline-block animate-spin rounded-pill border-2 border-current border-r-transparent',
        className ?? 'h-5 w-5',
      )}
    />
  );
}
