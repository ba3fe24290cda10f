import { act, renderHook } from '@testing-library/react';
import { ApiError, AuthError, NetworkError } from '@/lib/api/errors';
import { newIdempotencyKey } from '@/lib/api/idempotency';
import { useSubmit } from '@/lib/api/use-submit';
import { toastStore } from '@/lib/ui/toast';

const toastTexts = () => toastStore.get().map((x) => `${x.kind}:${x.text}`);

beforeEach(() => toastStore.set([]));

function setup() {
  const { result } = renderHook(() => useSubmit());
  const keys: string[] = [];
  const run = async <T,>(outcome: () => Promise<T>, scope?: string) => {
    let done: Awaited<ReturnType<typeof result.current.submit<T>>> | undefined;
    await act(async () => {
      done = await result.current.submit(
        (k) => {
          keys.push(k);
          return outcome();
        },
        scope === undefined ? undefined : { scope },
      );
    });
    return done!;
  };
  return { result, keys, run };
}

describe('idempotency keys', () => {
  it('are UUID-shaped and distinct', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('useSubmit', () => {
  it('is busy while the call runs, and ignores a second tap meanwhile', async () => {
    const { result } = renderHook(() => useSubmit());
    let finish: (v: string) => void = () => {};
    const send = jest.fn(
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.submit(send);
    });
    expect(result.current.busy).toBe(true);
    let second: unknown;
    await act(async () => {
      second = await result.current.submit(send);
    });
    expect(second).toEqual({ ok: false, answered: false, error: null });
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish('done');
      await first;
    });
    expect(await first).toEqual({ ok: true, value: 'done' });
    expect(result.current.busy).toBe(false);
  });

  it('keeps the key across retries after no answer, and makes a new one after success', async () => {
    const { keys, run } = setup();
    await run(() => Promise.reject(new NetworkError(true)));
    await run(() => Promise.reject(new NetworkError(false)));
    expect(await run(async () => 'ok')).toEqual({ ok: true, value: 'ok' });
    await run(async () => 'again');
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('a refusal is an answer: the next confirmation gets a new key', async () => {
    const { keys, run } = setup();
    const done = await run(() => Promise.reject(new ApiError(210, '余额不足')));
    expect(done).toMatchObject({ ok: false, answered: true });
    await run(async () => 'ok');
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a retry of the same scope reuses the key; a changed request after a lost answer gets a new one', async () => {
    const { keys, run } = setup();
    const lost = () => Promise.reject(new NetworkError(true));
    await run(lost, 'body-a');
    await run(lost, 'body-a');
    await run(lost, 'body-b');
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it.each([
    ['a refusal shows the server message', new ApiError(203, '登录密码错误'), ['error:登录密码错误']],
    ['a refusal without a message shows the fallback', new ApiError(500, ''), ['error:服务器异常，请稍后再试']],
    ['offline shows the network text', new NetworkError(false), ['error:网络异常，请检查网络后重试']],
    ['a timeout shows the network text', new NetworkError(true), ['error:网络异常，请检查网络后重试']],
    ['a rejected session shows nothing more (the expiry alert says it)', new AuthError('认证失败'), []],
  ])('%s', async (_, error, expected) => {
    const { run } = setup();
    const done = await run(() => Promise.reject(error));
    expect(done.ok).toBe(false);
    expect(toastTexts()).toEqual(expected);
  });

  it('uses the screen fallback text for a refusal without a message', async () => {
    const { result } = renderHook(() => useSubmit());
    await act(async () => {
      await result.current.submit(() => Promise.reject(new ApiError(500, '')), { refusalText: '注册失败' });
    });
    expect(toastTexts()).toEqual(['error:注册失败']);
  });

  it('lets a programming error through instead of hiding it behind a toast', async () => {
    const { result } = renderHook(() => useSubmit());
    await act(async () => {
      await expect(result.current.submit(() => Promise.reject(new TypeError('bug')))).rejects.toBeInstanceOf(TypeError);
    });
    expect(result.current.busy).toBe(false);
  });
});
