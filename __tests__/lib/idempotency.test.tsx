import { renderHook } from '@testing-library/react';
import { ApiError, NetworkError } from '@/lib/api/errors';
import { newIdempotencyKey, useIdempotentSubmit } from '@/lib/api/idempotency';

const answered = (e: unknown) => e instanceof ApiError;

describe('idempotency keys', () => {
  it('are UUID-shaped and distinct', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('a retry after a timeout reuses the key; an answer releases it', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const keys: string[] = [];
    await expect(result.current((k) => { keys.push(k); return Promise.reject(new NetworkError(true)); }, answered)).rejects.toBeInstanceOf(NetworkError);
    await result.current(async (k) => { keys.push(k); return 'ok'; }, answered);
    await result.current(async (k) => { keys.push(k); return 'ok'; }, answered);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a refusal from the server releases the key too', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const keys: string[] = [];
    await expect(result.current((k) => { keys.push(k); return Promise.reject(new ApiError(210, '余额不足')); }, answered)).rejects.toBeInstanceOf(ApiError);
    await result.current(async (k) => { keys.push(k); return 'ok'; }, answered);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('idempotency keys with a scope', () => {
  it('a retry of the same request reuses the key; a changed request after a lost answer gets a new one', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const keys: string[] = [];
    const lost = (k: string) => { keys.push(k); return Promise.reject(new NetworkError(true)); };
    await expect(result.current(lost, answered, 'body-a')).rejects.toBeInstanceOf(NetworkError);
    await expect(result.current(lost, answered, 'body-a')).rejects.toBeInstanceOf(NetworkError);
    await expect(result.current(lost, answered, 'body-b')).rejects.toBeInstanceOf(NetworkError);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
