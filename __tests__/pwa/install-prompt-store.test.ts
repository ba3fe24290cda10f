import {
  createInstallPromptStore,
  type BeforeInstallPromptEvent,
  type InstallPromptStore,
} from '@/components/pwa/install-prompt-store';

/** A stand-in for Chromium's BeforeInstallPromptEvent, with the player's answer preset. */
function fakePromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = jest.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

describe('install prompt store', () => {
  let store: InstallPromptStore;

  beforeEach(() => {
    store = createInstallPromptStore(window);
  });
  afterEach(() => store.dispose());

  it('cannot install until the browser offers a prompt', async () => {
    expect(store.getState().canInstall).toBe(false);
    await expect(store.promptInstall()).resolves.toBe('unavailable');
  });

  it('captures beforeinstallprompt and suppresses the browser mini-infobar', () => {
    const { event } = fakePromptEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.getState().canInstall).toBe(true);
  });

  it('notifies subscribers when the prompt arrives, with a new snapshot', () => {
    const listener = jest.fn();
    store.subscribe(listener);
    const before = store.getState();
    window.dispatchEvent(fakePromptEvent('accepted').event);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).not.toBe(before);
  });

  it('keeps the same snapshot when nothing changed, so React does not re-render', () => {
    const first = store.getState();
    expect(store.getState()).toBe(first);
  });

  it('shows the held prompt once and reports the player choice', async () => {
    const { event, prompt } = fakePromptEvent('accepted');
    window.dispatchEvent(event);
    await expect(store.promptInstall()).resolves.toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
    // The browser allows a prompt event to be used once only.
    expect(store.getState().canInstall).toBe(false);
    await expect(store.promptInstall()).resolves.toBe('unavailable');
  });

  it('reports a dismissed dialog', async () => {
    window.dispatchEvent(fakePromptEvent('dismissed').event);
    await expect(store.promptInstall()).resolves.toBe('dismissed');
  });

  it('drops the prompt once the app is installed', () => {
    window.dispatchEvent(fakePromptEvent('accepted').event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(store.getState().canInstall).toBe(false);
  });

  it('stops notifying after unsubscribe', () => {
    const listener = jest.fn();
    store.subscribe(listener)();
    window.dispatchEvent(fakePromptEvent('accepted').event);
    expect(listener).not.toHaveBeenCalled();
  });

  it('ignores the browser once disposed', () => {
    store.dispose();
    // (Only canInstall is checked: the app-wide store, created when the module loads,
    // still listens on the same window.)
    window.dispatchEvent(fakePromptEvent('accepted').event);
    expect(store.getState().canInstall).toBe(false);
  });

  it('detects standalone mode from the iOS navigator flag', () => {
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
    try {
      const ios = createInstallPromptStore(window);
      expect(ios.getState().standalone).toBe(true);
      ios.dispose();
    } finally {
      delete (window.navigator as { standalone?: boolean }).standalone;
    }
  });
});
