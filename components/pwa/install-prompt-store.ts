/**
 * Holds the browser's deferred "add to home screen" prompt.
 *
 * Chromium fires `beforeinstallprompt` once, early, and only lets the page show the
 * prompt later from a user gesture. So we capture the event as soon as this module
 * loads (ServiceWorkerPrompt imports it from the root layout) and keep it here until
 * the home screen's add-to-home-screen guide asks for it. Safari never fires the
 * event; `canInstall` then stays false and the guide shows its manual steps.
 *
 * Framework-free so it can be tested without React; `useInstallPrompt` wraps it.
 */

/** The non-standard event Chromium dispatches; not in lib.dom.d.ts. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallPromptState {
  /** A deferred prompt is held: a tap on "install" can open the browser's dialog. */
  readonly canInstall: boolean;
  /** Running as an installed app (standalone display mode, or iOS home-screen web app). */
  readonly standalone: boolean;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallPromptStore {
  getState(): InstallPromptState;
  subscribe(listener: () => void): () => void;
  /** Opens the browser's install dialog; the held prompt is spent either way. */
  promptInstall(): Promise<InstallOutcome>;
  /** Removes the window listeners (tests). */
  dispose(): void;
}

export const SERVER_STATE: InstallPromptState = Object.freeze({ canInstall: false, standalone: false });

function isStandalone(win: Window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  if (nav.standalone === true) return true;
  return typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches;
}

export function createInstallPromptStore(win: Window): InstallPromptStore {
  let deferred: BeforeInstallPromptEvent | null = null;
  // Replaced (never mutated) on change so useSyncExternalStore sees a new snapshot only then.
  let state: InstallPromptState = { canInstall: false, standalone: isStandalone(win) };
  const listeners = new Set<() => void>();

  const setState = (next: InstallPromptState) => {
    if (next.canInstall === state.canInstall && next.standalone === state.standalone) return;
    state = next;
    listeners.forEach((l) => l());
  };

  const onBeforeInstallPrompt = (event: Event) => {
    // Stops Chromium's own mini-infobar so the guide decides when to ask.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    setState({ ...state, canInstall: true });
  };

  const onAppInstalled = () => {
    deferred = null;
    setState({ canInstall: false, standalone: state.standalone });
  };

  win.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  win.addEventListener('appinstalled', onAppInstalled);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async promptInstall() {
      const event = deferred;
      if (!event) return 'unavailable';
      // A prompt event can be shown only once; drop it before awaiting.
      deferred = null;
      setState({ ...state, canInstall: false });
      await event.prompt();
      const choice = await event.userChoice;
      return choice.outcome;
    },
    dispose() {
      win.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      win.removeEventListener('appinstalled', onAppInstalled);
      listeners.clear();
    },
  };
}

let singleton: InstallPromptStore | null = null;

/** The app-wide store; null during prerender (no window). */
export function getInstallPromptStore(): InstallPromptStore | null {
  if (typeof window === 'undefined') return null;
  singleton ??= createInstallPromptStore(window);
  return singleton;
}

// Start capturing at import time: the event may fire before any component mounts.
getInstallPromptStore();
