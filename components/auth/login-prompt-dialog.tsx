'use client';
import { LockClosedIcon } from '@heroicons/react/24/outline';
import { navigate } from '@/lib/router/navigate';
import { hrefTo } from '@/lib/router/queries';
import * as t from '@/lib/text/zh-CN';
import { Modal } from '@/components/ui/modal';

/** docs/SCREENS.md#login-redirect, docs/SCREENS.md#popups: a visitor opening a game is asked to log in (精彩内容等你来体验，快来登录吧！). */
export function LoginPromptDialog({
  open,
  onClose,
  redirect,
}: {
  open: boolean;
  onClose: () => void;
  redirect?: string;
}) {
  const toLogin = () => {
    onClose();
    // With `redirect` (an in-app path + query), login comes back here.
    navigate(hrefTo('/login', { redirect }));
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      footer={
        <div className="flex">
          <button type="button" onClick={onClose} className="h-12 flex-1 border-r border-line text-body text-ink-muted">
            {t.app.cancel}
          </button>
          <button type="button" onClick={toLogin} className="h-12 flex-1 text-body font-semibold text-brand">
            {t.home.goLogin}
          </button>
        </div>
      }
    >
      <div className="flex flex-col items-center gap-3 px-6 pb-6 pt-7 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-pill bg-brand-soft text-brand">
          <LockClosedIcon className="h-7 w-7" aria-hidden />
        </span>
        <p className="text-body text-ink">{t.auth.loginPrompt}</p>
      </div>
    </Modal>
  );
}
