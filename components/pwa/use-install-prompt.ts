'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { getInstallPromptStore, SERVER_STATE, type InstallOutcome } from './install-prompt-store';

const noop = () => () => {};

/**
 * For the add-to-home-screen guide: `canInstall` says whether a native install dialog
 * is available (Chromium/Android), `promptInstall()` opens it from a tap.
 */
export function useInstallPrompt(): {
  canInstall: boolean;
  standalone: boolean;
  promptInstall: () => Promise<InstallOutcome>;
} {
  const store = getInstallPromptStore();
  const state = useSyncExternalStore(
    store ? store.subscribe : noop,
    () => (store ? store.getState() : SERVER_STATE),
    () => SERVER_STATE,
  );
  const promptInstall = useCallback(
    () => (store ? store.promptInstall() : Promise.resolve<InstallOutcome>('unavailable')),
    [store],
  );
  return { canInstall: state.canInstall, standalone: state.standalone, promptInstall };
}
