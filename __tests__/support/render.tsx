import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { setConfigForTests } from '@/lib/config';
import { setExtensionsForTests } from '@/lib/api/backend';
import { sessionStore } from '@/lib/session';
import { toastStore } from '@/lib/ui/toast';
import { alertStore } from '@/lib/ui/alert';
import { parseHash } from '@/lib/router/location';
import { Toaster } from '@/components/ui/toaster';
import { AlertHost } from '@/components/ui/alert-host';

/**
 * Fresh SWR cache, config, storage and feedback stores for every rendered test. The back end
 * offers every extension (jest.setup.ts), as the reference server does; `legacyBackend()` changes that.
 */
export function resetApp(hash = '#/') {
  setConfigForTests({});
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.set({ token: null, user: null });
  toastStore.set([]);
  alertStore.set(null);
  window.location.hash = hash;
}

export function renderWithApp(ui: ReactElement) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      {ui}
      <Toaster />
      <AlertHost />
    </SWRConfig>,
  );
}

export const loc = (hash: string) => parseHash(hash);
export const toasts = () => toastStore.get().map((x) => x.text);

/**
 * A legacy back end: `/api/app` itself decides (a test mocks it without `extensions`), or, with
 * `list`, the back end announced exactly those.
 */
export function legacyBackend(list: Parameters<typeof setExtensionsForTests>[0] = null) {
  setExtensionsForTests(list);
}
