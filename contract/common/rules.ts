/**
 * Envelope codes and messages every call shares. Plain constants: the front end may import them
 * (no schema library here).
 */

/** `code` of a successful answer. */
export const CODE_OK = 200;
/** `code` of a refused input (HTTP 200, no `data` key). */
export const CODE_INVALID = 1000;
/** `code` when the wallet cannot cover a movement. */
export const CODE_INSUFFICIENT = 210;

export const COMMON_MESSAGES = {
  ok: '成功',
  invalid: '参数错误',
  insufficient: '余额不足',
} as const;

/**
 * What a form check refused: the field to point at and the Chinese message to show. Every
 * validator of both programs that names a field answers this (or null when all is well); the
 * server sends only `message` (code 1000), the PWA also focuses `field`.
 */
export interface Refusal<F extends string = string> {
  field: F;
  message: string;
}

/** Date-window filters of the record lists: 1 today, 2 last 7, 3 last 15, 4 last 30 Beijing days. */
export const DATE_WINDOW_DAYS = { 1: 1, 2: 7, 3: 15, 4: 30 } as const;

/** The request header a retry of a money call repeats, and the header a replayed answer carries. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
