import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { setConfigForTests } from '@/lib/config';
import { sessionStore } from '@/lib/session';
import { toastStore } from '@/lib/ui/toast';
import { alertStore } from '@/lib/ui/alert';
import { parseHash } from '@/lib/router/location';
import { Toaster } from '@/components/ui/toaster';
import { AlertHost } from '@/components/ui/alert-host';

/** Fresh SWR cache, config, storage and feedback stores for every rendered test. */
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
