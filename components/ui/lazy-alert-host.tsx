'use client';
import { alertStore } from '@/lib/ui/alert';
import { useStore } from '@/lib/ui/store';
import { retryingLazy } from './retrying-lazy';

// The alert's dialog loads with the first alert, not with the home page.
const AlertHost = retryingLazy(() => import('./alert-host').then((m) => m.AlertHost));

/**
 * The alert's code failed: the alert counts as dismissed (whoever waits on it goes on), the player
 * is told, and the next alert tries the load again.
 */
const dismiss = () => alertStore.get()?.resolve(false);

export function LazyAlertHost() {
  const pending = useStore(alertStore, null);
  return pending ? <AlertHost onLoadFailed={dismiss} /> : null;
}
