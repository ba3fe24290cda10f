import { act } from '@testing-library/react';
import { call } from '@/lib/api/client';
import { ApiError, AuthError, CallError, NetworkError } from '@/lib/api/errors';
import { setConfigForTests } from '@/lib/config';
import { sessionStore, startSession } from '@/lib/session';
import { alertStore } from '@/lib/ui/alert';
import { toastStore } from '@/lib/ui/toast';
import { jsonResponse, mockFetch, ok } from '../support/fetch-mock';

const toastTexts = () => toastStore.get().map((x) => `${x.kind}:${x.text}`);

beforeEach(() => {
  setConfigForTests({ apiBaseUrl: 'https://api.example' });
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.set({ token: null, user: null });
  toastStore.set([]);
  alertStore.set(null);
  window.location.hash = '#/mine';
});

describe('request shape', () => {
  it('sends the bearer token, JSON and the configured base URL', async () => {
    startSession('tok123');
    const { calls } = mockFetch({ '/api/user': () => ok({ username: 'player01' }) });
    await call('/api/user', { a: 1 });
    expect(calls[0].url).toBe('https://api.example/api/user');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok123');
    expect(headers['Content-Type']).toMatch(/application\/json/);
    expect(calls[0].body).toEqual({ a: 1 });
  });
  it('puts GET parameters in the query string', async () => {
    const { calls } = mockFetch({ '/api/game/list': () => ok([]) });
    await call('/api/game/list', { category_id: '', page: 2 }, { method: 'GET' });
    expect(calls[0].url).toBe('https://api.example/api/game/list?category_id=&page=2');
    expect(calls[0].init.body).toBeUndefined();
  });
  it('sends an Idempotency-Key when given one', async () => {
    const { calls } = mockFetch({ '/api/transfer': () => ok() });
    await call('/api/transfer', {}, { idempotencyKey: 'k-1' });
    expect((calls[0].init.headers as Record<string, string>)['Idempotency-Key']).toBe('k-1');
  });
});

describe('code 401', () => {
  it.each([
    ['body code 401 on HTTP 200', () => jsonResponse({ code: 401, message: '认证失败' })],
    ['HTTP 401', () => jsonResponse({ code: 401, message: 'authentication failed' }, 401)],
  ])('%s shows the 认证失败 alert, clears storage and goes to /login', async (_, answer) => {
    startSession('tok');
    localStorage.setItem('userInfo', '{}');
    sessionStorage.setItem('x', '1');
    mockFetch({ '/api/balance': answer });
    await expect(call('/api/balance')).rejects.toBeInstanceOf(AuthError);
    expect(alertStore.get()).toMatchObject({ title: '认证失败', message: '您的账号登陆过期，请重新登陆' });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(sessionStore.get().token).toBeNull();
    expect(window.location.hash).toBe('#/login');
    act(() => alertStore.get()?.resolve(true));
  });
});

describe('other codes', () => {
  it('rejects with ApiError carrying the server message and shows nothing itself', async () => {
    mockFetch({ '/api/login_pc': () => ({ code: 203, message: '登录密码错误' }) });
    const err = await call('/api/login_pc', {}).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toBeInstanceOf(CallError);
    expect(err.answered).toBe(true);
    expect(err.code).toBe(203);
    expect(err.message).toBe('登录密码错误');
    expect(toastTexts()).toEqual([]);
  });
  it('treats a validation failure without data (code 1000) the same way', async () => {
    mockFetch({ '/api/register': () => ({ code: 1000, message: '用户名不能为空' }) });
    await expect(call('/api/register', {})).rejects.toMatchObject({ code: 1000, message: '用户名不能为空' });
    expect(toastTexts()).toEqual([]);
  });
  it('reads a plain-text or empty 200 answer as success', async () => {
    mockFetch({ '/api/uploadimg': () => jsonResponse('https://api.example/uploads/a.png') });
    await expect(call('/api/uploadimg')).resolves.toMatchObject({ data: 'https://api.example/uploads/a.png' });
  });
  it('a plain-text failure (HTTP 404 without an envelope) is an ApiError with the HTTP status', async () => {
    mockFetch({});
    await expect(call('/api/unknown')).rejects.toMatchObject({ code: 404 });
  });
});

describe('multipart', () => {
  it('sends FormData as is: bearer token, no JSON content type (the browser sets the boundary)', async () => {
    startSession('tok9');
    const { calls } = mockFetch({ '/api/uploadimg': () => jsonResponse('https://api.example/uploads/a.png') });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await call('/api/uploadimg', form);
    const headers = calls[0].init.headers as Record<string, string>;
    expect(calls[0].init.body).toBe(form);
    expect(headers.Authorization).toBe('Bearer tok9');
    expect(headers['Content-Type']).toBeUndefined();
  });
});

describe('no answer', () => {
  it('rejects with NetworkError and shows nothing when the network fails', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const err = await call('/api/user').catch((e) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(err.timedOut).toBe(false);
    expect(err.offline).toBe(true);
    expect(err.answered).toBe(false);
    expect(toastTexts()).toEqual([]);
    expect(alertStore.get()).toBeNull();
  });
  it("a load balancer's 502/503/504 (no envelope) is no answer: the call may have run, so its key is kept", async () => {
    for (const status of [502, 503, 504]) {
      global.fetch = jest.fn(
        async () => new Response('<html><body>502 Bad Gateway</body></html>', { status }),
      ) as unknown as typeof fetch;
      const err = await call('/api/lotteryOrder', {}, { idempotencyKey: 'k1' }).catch((e) => e);
      expect(err).toBeInstanceOf(NetworkError);
      expect(err.answered).toBe(false);
    }
    // The server's own 503 envelope (e.g. shedding load) is its answer.
    global.fetch = jest.fn(async () =>
      jsonResponse({ code: 503, message: '服务器繁忙，请稍后再试', data: null }, 503),
    ) as unknown as typeof fetch;
    await expect(call('/api/user')).rejects.toBeInstanceOf(ApiError);
  });
  it('gives up after the timeout with NetworkError(timedOut)', async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(
      (_url: unknown, init: RequestInit) =>
        new Promise((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as unknown as typeof fetch;
    const pending = call('/api/user').catch((e) => e);
    await Promise.resolve();
    await jest.advanceTimersByTimeAsync(30_000);
    const err = await pending;
    expect(err).toBeInstanceOf(NetworkError);
    expect(err.timedOut).toBe(true);
    jest.useRealTimers();
  });
  it('a body that stalls after the headers also times out at 30 s', async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn((_url: unknown, init: RequestInit) =>
      Promise.resolve({
        ok: true,
        status: 200,
        // Headers arrived; the body never finishes unless the request is aborted.
        text: () =>
          new Promise<string>((_, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      } as unknown as Response),
    ) as unknown as typeof fetch;
    const pending = call('/api/user').catch((e) => e);
    await Promise.resolve();
    await jest.advanceTimersByTimeAsync(30_000);
    const err = await pending;
    expect(err).toBeInstanceOf(NetworkError);
    expect(err.timedOut).toBe(true);
    jest.useRealTimers();
  });
  it('does not give up before 30 s', async () => {
    jest.useFakeTimers();
    let aborted = false;
    global.fetch = jest.fn(
      (_url: unknown, init: RequestInit) =>
        new Promise(() => {
          init.signal?.addEventListener('abort', () => {
            aborted = true;
          });
        }),
    ) as unknown as typeof fetch;
    void call('/api/user').catch(() => undefined);
    await Promise.resolve();
    await jest.advanceTimersByTimeAsync(29_900);
    expect(aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    expect(aborted).toBe(true);
    jest.useRealTimers();
  });
});
