/** What the back end offers: read once from /api/app (and the device's copy), never probed per call. */
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { backendHas, EXTENSIONS, hasExtension, useExtension } from '@/lib/api/backend';
import { formatExtensions } from '@/contract/common/extensions';
import { mockFetch, ok } from '../support/fetch-mock';
import { legacyBackend, resetApp } from '../support/render';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    {children}
  </SWRConfig>
);

beforeEach(() => {
  resetApp('#/');
  legacyBackend();
});

describe('lib/api/backend', () => {
  it('is undefined until /api/app answers, then says what it announced', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const { pathsCalled } = mockFetch({ '/api/app': () => new Promise((r) => (answer = r)) });
    const { result } = renderHook(() => useExtension(EXTENSIONS.trial), { wrapper });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(pathsCalled()).toEqual(['/api/app']));
    expect(result.current).toBeUndefined();
    answer(ok({ title: 'TG', extensions: formatExtensions(['trial', 'invite']) }));
    await waitFor(() => expect(result.current).toBe(true));
    expect(hasExtension(EXTENSIONS.invite)).toBe(true);
    expect(hasExtension(EXTENSIONS.feedback)).toBe(false);
  });

  it('reads a legacy /api/app (no extensions field) as none, and a failed read as none', async () => {
    mockFetch({ '/api/app': () => ok({ title: 'TG', site_state: '1' }) });
    const legacy = renderHook(() => useExtension(EXTENSIONS.messageNum), { wrapper });
    await waitFor(() => expect(legacy.result.current).toBe(false));
    mockFetch({});
    const failed = renderHook(() => useExtension(EXTENSIONS.messageNum), { wrapper });
    await waitFor(() => expect(failed.result.current).toBe(false));
  });

  it("answers at once from the device's copy of /api/app", () => {
    localStorage.setItem('appInfo', JSON.stringify({ title: 'TG', extensions: ['feedback'] }));
    mockFetch({ '/api/app': () => new Promise(() => undefined) });
    const { result } = renderHook(() => useExtension(EXTENSIONS.feedback), { wrapper });
    expect(result.current).toBe(true);
    expect(hasExtension(EXTENSIONS.trial)).toBe(false);
  });

  it('treats a device copy saved before extensions existed as unknown, not as a legacy back end', async () => {
    localStorage.setItem('appInfo', JSON.stringify({ title: 'TG' }));
    expect(hasExtension(EXTENSIONS.idempotency)).toBeUndefined();
    mockFetch({ '/api/app': () => ok({ extensions: 'idempotency' }) });
    expect(await backendHas(EXTENSIONS.idempotency)).toBe(true);
  });

  it('asks again after a failed read', async () => {
    mockFetch({});
    expect(await backendHas(EXTENSIONS.trial)).toBe(false);
    const { pathsCalled } = mockFetch({ '/api/app': () => ok({ extensions: 'trial' }) });
    expect(await backendHas(EXTENSIONS.trial)).toBe(true);
    expect(pathsCalled()).toEqual(['/api/app']);
  });

  it('knows nothing synchronously on a first visit; the awaitable form shares one /api/app read', async () => {
    const { pathsCalled } = mockFetch({ '/api/app': () => ok({ extensions: 'decimalTransfer, unknownThing' }) });
    expect(hasExtension(EXTENSIONS.decimalTransfer)).toBeUndefined();
    const answers = await Promise.all([
      backendHas(EXTENSIONS.decimalTransfer),
      backendHas(EXTENSIONS.idempotency),
      backendHas(EXTENSIONS.decimalTransfer),
    ]);
    expect(answers).toEqual([true, false, true]);
    expect(pathsCalled()).toEqual(['/api/app']);
    await backendHas(EXTENSIONS.trial);
    expect(pathsCalled()).toEqual(['/api/app']);
  });
});
