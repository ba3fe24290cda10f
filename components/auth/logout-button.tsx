'use client';
import clsx from 'clsx';
import { ArrowRightOnRectangleIcon } from '@heroicons/react/24/outline';
import { signOut } from '@/lib/auth/flows';
import * as t from '@/lib/text/zh-CN';
import { showConfirm } from '@/lib/ui/alert';

/** docs/SCREENS.md#session: logout asks first, then clears everything (even if the call fails) and goes to login. */
export async function confirmLogout(): Promise<void> {
  if (await showConfirm(t.auth.logoutConfirm)) await signOut();
}

/**
 * 退出登录 (/mine, /userCent, the side menu of /index_old). `onPress` runs before the question
 * is asked, e.g. the side menu closing under it.
 */
export function LogoutButton({ className, onPress }: { className: string; onPress?: () => void }) {
  return (
    <button
      type="button"
      onClick={() => {
        onPress?.();
        void confirmLogout();
      }}
      className={clsx(
        'flex min-h-touch items-center justify-center gap-2 rounded-card text-body font-medium text-brand',
        className,
      )}
    >
      <ArrowRightOnRectangleIcon className="h-5 w-5" aria-hidden />
      {t.auth.logout}
    </button>
  );
}
