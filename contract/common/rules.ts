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
  /** 401: no token, an unknown or a revoked one. */
  unauthenticated: '认证失败',
  /** 403: the account is disabled. */
  disabled: '账号已被禁用',
  /** 429: a rate limit. */
  tooMany: '操作过于频繁，请稍后再试',
  /** 503 (load shedding, a full hashing queue) and an unexpected server error (500). */
  busy: '服务器繁忙，请稍后再试',
  /** A malformed Idempotency-Key header (code 1000). */
  idempotencyKey: '请求标识格式错误，请刷新后重试',
  /** An Idempotency-Key sent again with another body (code 409). */
  keyReused: '该请求已处理，请勿重复提交',
  /** Maintenance with no repair tips set (code 500). */
  maintenance: '系统维护中，请稍后再来',
} as const;

/** The envelope of plain HTTP errors (the status is the code); any other 4xx says `other`. */
export const HTTP_MESSAGES = {
  400: '请求数据格式错误',
  404: '接口不存在',
  405: '请求方式不支持',
  413: '请求数据过大',
  415: '不支持的请求格式',
  429: COMMON_MESSAGES.tooMany,
  other: '请求错误',
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
