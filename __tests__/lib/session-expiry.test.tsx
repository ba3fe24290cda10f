import { act, renderHook } from '@testing-library/react';
import { call } from '@/lib/api/client';
import { AuthError } from '@/lib/api/errors';
import { uploadAvatar } from '@/lib/api/member';
import { read, readShown } from '@/lib/api/read';
import { useSubmit } from '@/lib/api/use-submit';
import { fetchBalanceList, transfer } from '@/lib/api/wallet';
import { setConfigForTests } from '@/lib/config';
import { sessionStore, startSession } from '@/lib/session';
import { alertStore } from '@/lib/ui/alert';
import { toastStore } from '@/lib/ui/toast';
import { jsonResponse, mockFetch } from '../support/fetch-mock';

const rejected = () => jsonResponse({ code: 401, message: '认证失败' }, 401);

beforeEach(() => {
  setConfigForTests({ apiBaseUrl: 'https://api.example' });
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.set({ token: null, user: null });
  toastStore.set([]);
  alertStore.set(null);
  window.location.hash = '#/mine';
});

afterEach(() => {
  act(() => alertStore.get()?.resolve(true));
});

function expectExpired() {
  expect(alertStore.get()).toMatchObject({ title: '认证失败', message: '您的账号登陆过期，请重新登陆' });
  expect(sessionStore.get().token).toBeNull();
  expect(localStorage.length).toBe(0);
  expect(window.location.hash).toBe('#/login');
}

const avatar = () => new File(['gif'], 'a.gif', { type: 'image/gif' });

describe('a rejected session ends the same way on every call path', () => {
  it.each<[string, string, () => Promise<unknown>]>([
    ['a JSON POST', '/api/user', () => call('/api/user', {})],
    ['a GET', '/api/game/list', () => call('/api/game/list', {}, { method: 'GET' })],
    ['a quiet read', '/api/balance', () => read('/api/balance', {})],
    ['a read that says refusals', '/api/homenotice', () => readShown('/api/homenotice', {})],
    ['an SWR fetcher', '/api/balancelist', () => fetchBalanceList()],
    [
      'a money action',
      '/api/transfer',
      () => transfer({ amount: '1.00', sourcetype: 'main', targettype: 'ag' }, 'k-1'),
    ],
    ['the multipart avatar upload', '/api/uploadimg', () => uploadAvatar(avatar())],
  ])('%s', async (_, path, run) => {
    startSession('tok');
    localStorage.setItem('userInfo', '{}');
    mockFetch({ [path]: rejected });
    await expect(run()).rejects.toBeInstanceOf(AuthError);
    expectExpired();
    expect(toastStore.get()).toEqual([]);
  });

  it('an action sent through useSubmit ends the session and adds no toast', async () => {
    startSession('tok');
    mockFetch({ '/api/editPassword': rejected });
    const { result } = renderHook(() => useSubmit());
    let done: unknown;
    await act(async () => {
      done = await result.current.submit(() => call('/api/editPassword', {}));
    });
    expect(done).toMatchObject({ ok: false, answered: true });
    expectExpired();
    expect(toastStore.get()).toEqual([]);
  });

  it('shows the alert once when several calls are rejected together', async () => {
    startSession('tok');
    mockFetch({ '/api/user': rejected, '/api/balance': rejected });
    const seen: unknown[] = [];
    const unsubscribe = alertStore.subscribe(() => seen.push(alertStore.get()?.id));
    await Promise.allSettled([call('/api/user'), call('/api/balance')]);
    unsubscribe();
    expect(new Set(seen.filter(Boolean)).size).toBe(1);
  });

  it('a visitor (no session) gets the AuthError but no expiry alert', async () => {
    mockFetch({ '/api/user': rejected });
    await expect(call('/api/user')).rejects.toBeInstanceOf(AuthError);
    expect(alertStore.get()).toBeNull();
  });
});
