import { act, render, screen, waitFor } from '@testing-library/react';
import { AppRoot } from '@/components/app/app-root';
import { signOut } from '@/lib/auth/flows';
import { sessionStore, startSession } from '@/lib/session';
import { mockFetch, ok } from '../support/fetch-mock';
import { renderWithApp, resetApp } from '../support/render';
import { useBalance } from '@/lib/api/user';
import { mutate } from 'swr';

// Whether the lottery room's code was loaded: a visitor's bounce must not need it.
const mockRoomLoaded = jest.fn();
jest.mock('@/components/screens/lottery/lottery-screen', () => {
  mockRoomLoaded();
  return { __esModule: true, default: () => null };
});

beforeEach(async () => {
  resetApp('#/login');
  await mutate(() => true, undefined, { revalidate: false });
});

describe('site state', () => {
  it('site_state 0 shows only the repair notice', async () => {
    mockFetch({ '/api/app': () => ok({ site_state: '0', repair_tips: '系统升级中，预计10:00恢复' }) });
    render(<AppRoot />);
    expect(await screen.findByTestId('repair-tips')).toHaveTextContent('系统升级中，预计10:00恢复');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
  });

  it('site_state 1 shows the app', async () => {
    mockFetch({ '/api/app': () => ok({ site_state: '1' }) });
    render(<AppRoot />);
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByTestId('repair-tips')).toBeNull();
  });
});

describe('the router in the app', () => {
  it('sends a visitor on /mine to login with the redirect, and an unknown path home', async () => {
    mockFetch({ '/api/app': () => ok({}) });
    render(<AppRoot />);
    await screen.findByRole('button', { name: '登录' });
    act(() => {
      window.location.hash = '#/mine';
    });
    await waitFor(() => expect(window.location.hash).toBe('#/login?redirect=%2Fmine'));
    act(() => {
      window.location.hash = '#/nowhere';
    });
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });

  it('bounces a visitor off a lottery room (请登录！, then home) without loading the room', async () => {
    mockFetch({ '/api/app': () => ok({}) });
    window.location.hash = '#/lottery?room_id=11';
    render(<AppRoot />);
    expect(await screen.findByText('请登录！')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/'), { timeout: 3000 });
    expect(mockRoomLoaded).not.toHaveBeenCalled();
  });

  it('sends a member who opens /login to /mine, but leaves a visitor who logs in there to the form', async () => {
    mockFetch({ '/api/app': () => ok({}), '/api/user': () => ok({ username: 'x', balance: '1.00' }) });
    window.location.hash = '#/login?redirect=%2Fwallet';
    render(<AppRoot />);
    await screen.findByRole('button', { name: '登录' });
    // The login form starts the session while the hash is still /login: no race to /mine.
    act(() => startSession('t', 7));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(window.location.hash).toBe('#/login?redirect=%2Fwallet');
    act(() => {
      window.location.hash = '#/reg';
    });
    await waitFor(() => expect(window.location.hash).toBe('#/mine'));
  });
});

describe('balance polling', () => {
  it('a 401 on the balance poll ends the session and goes to login', async () => {
    startSession('stale');
    localStorage.setItem('userInfo', JSON.stringify({ username: 'x' }));
    const { calls } = mockFetch({
      '/api/app': () => ok({}),
      '/api/user': () => ok({ username: 'x', balance: '1.00' }),
      '/api/balance': () => ({ code: 401, message: '认证失败' }),
    });
    window.location.hash = '#/login';
    render(<AppRoot />);
    await waitFor(() => expect(sessionStore.get().token).toBeNull());
    expect(calls.some((c) => c.path === '/api/balance')).toBe(true);
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(await screen.findByText('您的账号登陆过期，请重新登陆')).toBeInTheDocument();
  });
});

describe('logout', () => {
  it('clears all storage and goes to login even when the call fails', async () => {
    startSession('tok');
    localStorage.setItem('userInfo', '{}');
    sessionStorage.setItem('anything', '1');
    global.fetch = jest.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    window.location.hash = '#/mine';
    await signOut();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(sessionStore.get().token).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });
});

describe('balance poll timing (docs/SCREENS.md#polling: every 2.5 s while logged in, paused while hidden)', () => {
  function setHidden(hidden: boolean) {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
  }
  function Poller() {
    useBalance(true);
    return null;
  }
  afterEach(() => {
    setHidden(false);
    jest.useRealTimers();
  });

  it('asks every 2.5 s while the page is shown, and not at all while it is hidden', async () => {
    jest.useFakeTimers();
    startSession('tok');
    const { calls } = mockFetch({ '/api/balance': () => ok({ balance: '12.00' }) });
    const balanceCalls = () => calls.filter((c) => c.path === '/api/balance').length;
    renderWithApp(<Poller />);
    await act(() => jest.advanceTimersByTimeAsync(100));
    const first = balanceCalls();
    expect(first).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(2500));
    expect(balanceCalls()).toBe(first + 1);
    await act(() => jest.advanceTimersByTimeAsync(2500));
    expect(balanceCalls()).toBe(first + 2);

    setHidden(true);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(balanceCalls()).toBe(first + 2);

    setHidden(false);
    await act(() => jest.advanceTimersByTimeAsync(2500));
    expect(balanceCalls()).toBeGreaterThan(first + 2);
  });
});
