'use client';
import { lazy, useEffect, useState } from 'react';
import { useAppInfo } from '@/lib/api/app';
import type { AppInfo } from '@/lib/api/types';
import { currentIsIosSafari } from '@/lib/home/platform';
import { shouldShowSystemPopup } from '@/lib/home/popup-rules';
import { isRestricted } from '@/lib/protection/restriction';
import { sessionStore } from '@/lib/session';
import { KEYS, readString } from '@/lib/storage';
import { useLatest } from '@/lib/use-latest';
import { Deferred } from '@/components/ui/deferred';
import type { PopupStep } from './system-popup-dialog';

// The dialog and the HTML sanitiser load only when there is something to show.
const SystemPopupDialog = lazy(() => import('./system-popup-dialog').then((m) => ({ default: m.SystemPopupDialog })));

/**
 * Shown at most once per page load: switching tabs and coming back to the hall
 * must not nag the player again (the daily checkbox covers later visits).
 */
let shownThisPageLoad = false;

/** Test hook. */
export function resetSystemPopupForTests(): void {
  shownThisPageLoad = false;
}

/**
 * The system popup (docs/SCREENS.md#popups; app info index_modal on): an iOS notice on iOS Safari,
 * then the announcement. 'Don't show again today' stores the Beijing date.
 * `onDone` fires once it is closed or when there is nothing to show.
 */
export function SystemPopup({ onDone }: { onDone: () => void }) {
  const { data: app, error } = useAppInfo();
  // Decided once, when app info first arrives (or fails); a later refetch changes nothing.
  const [started, setStarted] = useState(false);
  if (!started && (app || error)) setStarted(true);
  if (!started && !app && !error) return null;
  return <SystemPopupGate app={app} onDone={onDone} />;
}

function pickSteps(app: AppInfo | undefined): PopupStep[] {
  // No marketing reaches a restricted member (docs/SCREENS.md#restricted): the decision may be
  // made from the device's copy of /api/app, older than the server's answer to their token.
  if (!app || isRestricted(sessionStore.get().user)) return [];
  const show =
    !shownThisPageLoad && shouldShowSystemPopup({ indexModal: app.indexModal, storedDate: readString(KEYS.popupDate) });
  const next: PopupStep[] = [];
  if (show && currentIsIosSafari()) next.push('ios');
  if (show && app.webContent.trim()) next.push('announcement');
  return next;
}

function SystemPopupGate({ app, onDone }: { app: AppInfo | undefined; onDone: () => void }) {
  const [steps] = useState(() => pickSteps(app));
  const doneRef = useLatest(onDone);

  useEffect(() => {
    if (steps.length) shownThisPageLoad = true;
    else doneRef.current();
  }, [steps, doneRef]);

  if (!steps.length || !app) return null;
  return (
    <Deferred>
      <SystemPopupDialog app={app} steps={steps} onDone={onDone} />
    </Deferred>
  );
}
