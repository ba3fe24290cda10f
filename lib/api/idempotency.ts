/**
 * Idempotency keys for money-moving calls. The key is made when the player confirms and kept
 * until an answer arrives, so a double tap or a retry after a timeout reuses it and the server
 * replays its first answer instead of moving money twice. A new confirmation after an answer
 * (success or refusal) gets a new key.
 */
import { useCallback, useRef } from 'react';

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older WebViews: 128 random bits from getRandomValues, UUID-shaped.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Runs `send(key)` with a key that survives retries of the same attempt: it is dropped only once
 * the server has answered (any body code). A network failure or timeout keeps it for the retry.
 * `scope` (optional) names what is being sent, e.g. the request body: a pending key is reused
 * only for the same scope, so a changed request after a lost answer is a new attempt.
 */
export function useIdempotentSubmit() {
  const pending = useRef<{ key: string; scope: string | undefined } | null>(null);
  return useCallback(async <T,>(send: (key: string) => Promise<T>, isAnswered: (e: unknown) => boolean, scope?: string): Promise<T> => {
    if (!pending.current || pending.current.scope !== scope) pending.current = { key: newIdempotencyKey(), scope };
    const attempt = pending.current;
    try {
      const result = await send(attempt.key);
      if (pending.current === attempt) pending.current = null;
      return result;
    } catch (e) {
      if (isAnswered(e) && pending.current === attempt) pending.current = null;
      throw e;
    }
  }, []);
}
