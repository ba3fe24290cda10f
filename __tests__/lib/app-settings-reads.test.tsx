import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { APP_REREAD_AFTER_HIDDEN_MS, useAppInfo, useAppInfoOnReturn } from '@/lib/api/app';
import { backendHas, EXTENSIONS, setExtensionsForTests } from '@/lib/api/backend';
import { mockFetch, ok } from '../support/fetch-mock';
import { renderWithApp, resetApp } from '../support/render';

/** A screen reading the settings, as the header, the hall, the red-packet float and the rest do. */
function Reader({ name }: { name: string }) {
  const { data } = useAppInfo();
  return <p>{`${name}:${data?.title ?? '…'}`}</p>;
}

/** The app: the root's return watch, and a "walk" that mounts one screen after another. */
function Walk() {
  useAppInfoOnReturn();
  const [step, setStep] = useState(0);
  const screens = ['hall', 'activity', 'mine', 'recharge', 'hall'];
  return (
    <>
      <Reader name="header" />
      <Reader key={step} name={screens[step]!} />
      <button type="button" onClick={() => setStep((s) => Math.min(s + 1, screens.length - 1))}>
        next
      </button>
    </>
  );
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const appReads = (pathsCalled: () => string[]) => pathsCalled().filter((p) => p === '/api/app').length;

beforeEach(() => {
  resetApp('#/');
  setExtensionsForTests(null);
});
afterEach(() => {
  jest.restoreAllMocks();
  setVisibility('visible');
});

describe('/api/app: one shared read per page life (docs/API.md#app)', () => {
  it('is read once over a walk hall → /activity → /mine → /recharge → back, however many readers mount', async () => {
    const { pathsCalled } = mockFetch({ '/api/app': () => ok({ title: 'TG娱乐城', extensions: [] }) });
    renderWithApp(<Walk />);
    await screen.findByText('hall:TG娱乐城');
    // Code outside React shares the same answer.
    await expect(backendHas(EXTENSIONS.idempotency)).resolves.toBe(false);
    for (const name of ['activity', 'mine', 'recharge', 'hall']) {
      act(() => screen.getByRole('button', { name: 'next' }).click());
      await screen.findByText(`${name}:TG娱乐城`);
    }
    // Focus events (a tap back into the window) read nothing either.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(appReads(pathsCalled)).toBe(1);
  });

  it('is read again on return after at least 60 s hidden, not after a quick glance away', async () => {
    let title = '一';
    const { pathsCalled } = mockFetch({ '/api/app': () => ok({ title }) });
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    renderWithApp(<Walk />);
    await screen.findByText('hall:一');
    setVisibility('hidden');
    now += 30_000;
    act(() => setVisibility('visible'));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(appReads(pathsCalled)).toBe(1);
    title = '二';
    setVisibility('hidden');
    now += APP_REREAD_AFTER_HIDDEN_MS;
    act(() => setVisibility('visible'));
    await waitFor(() => expect(screen.getByText('hall:二')).toBeInTheDocument());
    expect(appReads(pathsCalled)).toBe(2);
  });
});
