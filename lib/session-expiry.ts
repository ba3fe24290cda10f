/**
 * The expired-session rule: any call whose session the server rejects (code 401) clears the
 * stored session, goes to /login and shows 认证失败 once, even when several calls fail together.
 * Installed once from the app root; the API client calls it for every call, uploads included.
 */
import { setSessionRejectedHandler } from '@/lib/api/client';
import { replaceRoute } from '@/lib/router/navigate';
import { endSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { showAlert } from '@/lib/ui/alert';

let alerting = false;

function expireSession(): void {
  endSession();
  replaceRoute('/login');
  if (alerting) return;
  alerting = true;
  void showAlert(t.auth.expiredMessage, t.auth.expiredTitle).finally(() => {
    alerting = false;
  });
}

let installed = false;

export function installSessionExpiry(): void {
  if (installed) return;
  installed = true;
  setSessionRejectedHandler(expireSession);
}
