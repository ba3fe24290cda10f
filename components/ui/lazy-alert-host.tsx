'use client';
import { lazy, Suspense } from 'react';
import { alertStore } from '@/lib/ui/alert';
import { useStore } from '@/lib/ui/store';

// The alert's dialog loads with the first alert, not with the home page.
const AlertHost = lazy(() => import('./alert-host').then((m) => ({ default: m.AlertHost })));

export function LazyAlertHost() {
  const pending = useStore(alertStore, null);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <AlertHost />
    </Suspense>
  );
}
