'use client';
import { ArrowPathIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useBalanceRefresh } from '@/lib/api/user';
import { toast } from '@/lib/ui/toast';

/**
 * The one refresh control of every balance display (header, 我的, wallet, lottery room): one
 * /api/refreshusermoney at a time (lib/api/user.ts useBalanceRefresh), spinning while it runs.
 * `refreshed`: where the screen confirms it, the server's message or this text is toasted (a
 * failure is already toasted by the submit policy). `alsoReload` runs beside it (the wallet's
 * venue list).
 */
export function RefreshBalanceButton({
  label,
  refreshed,
  alsoReload,
  className = 'w-touch text-ink-muted',
  spinClassName,
  testId,
}: {
  label: string;
  refreshed?: string;
  alsoReload?: () => Promise<unknown>;
  /** Width and colour; the height is always the 44 px hit area. */
  className?: string;
  /** Added to the icon while it spins. */
  spinClassName?: string;
  testId?: string;
}) {
  const { refresh, busy } = useBalanceRefresh();
  const onClick = async () => {
    const [message] = await Promise.all([refresh(), alsoReload?.()]);
    if (refreshed !== undefined && message !== null) toast.success(message || refreshed);
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-label={label}
      aria-busy={busy || undefined}
      data-testid={testId}
      className={clsx('flex h-touch shrink-0 items-center justify-center', className)}
    >
      <ArrowPathIcon className={clsx('h-5 w-5', busy && ['animate-spin', spinClassName])} />
    </button>
  );
}
