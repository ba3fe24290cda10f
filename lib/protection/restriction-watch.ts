/**
 * docs/SCREENS.md#restricted: a member call refused with the restriction's message means the
 * member became restricted since the session's user was read (a time-out started on another
 * device, an operator's). /api/user is read again, once at a time, so the route guard moves the
 * member to /restricted. Installed once from the app root, like the session-expiry rule.
 */
import { setRestrictedHandler } from '@/lib/api/client';
import { loadUser } from '@/lib/api/user';
import { sessionStore } from '@/lib/session';
import { isRestricted } from './restriction';

let reading = false;

function rereadUser(): void {
  // Already known (the hall's background reads keep being refused): nothing new to learn.
  if (reading || isRestricted(sessionStore.get().user)) return;
  reading = true;
  void loadUser()
    .catch(() => undefined)
    .finally(() => {
      reading = false;
    });
}

let installed = false;

export function installRestrictionWatch(): void {
  if (installed) return;
  installed = true;
  setRestrictedHandler(rereadUser);
}
