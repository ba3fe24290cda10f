'use client';
import { lazy } from 'react';
import * as t from '@/lib/text/zh-CN';
import { alertStore } from '@/lib/ui/alert';
import { useStore } from '@/lib/ui/store';
import { toast } from '@/lib/ui/toast';
import { Deferred } from './deferred';

// The alert's dialog loads with the first alert, not with the home page.
const fresh = () => lazy(() => import('./alert-host').then((m) => ({ default: m.AlertHost })));
let AlertHost = fresh();

/**
 * The alert's code could not load: the alert counts as dismissed (whoever waits on it goes on),
 * the player hears of the network, and the next alert tries the load again.
 */
function failed() {
  AlertHost = fresh();
  alertStore.get()?.resolve(false);
  toast.error(t.app.networkError);
}

export function LazyAlertHost() {
  const pending = useStore(alertStore, null);
  if (!pending) return null;
  return (
    <Deferred onError={failed}>
      <AlertHost />
    </Deferred>
  );
}
