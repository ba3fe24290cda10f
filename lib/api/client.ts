/**
 * The one HTTP client: bearer token, JSON or multipart bodies, a 30 s timeout, the envelope
 * {code, message, data} and typed errors. It shows nothing itself: screens decide what the user
 * sees (lib/api/use-submit.ts for actions, lib/api/read.ts for reads). The side effects are two
 * hooks, called whatever the call: session expiry on every rejected session, and the restriction
 * watch on every call refused because the member is restricted (docs/SCREENS.md#restricted).
 */
import { apiUrl, loadConfig } from '@/lib/config';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { ACCEPT_LANGUAGE, BUILD_LANG } from '@/lib/i18n/lang';
import { getToken } from '@/lib/session';
import { monotonicNow } from '@/lib/time';
import { isRestrictionRefusal } from '@/lib/protection/restriction';
import { earlyKey, takeEarlyAnswer } from './early-answers';
import { ApiError, AuthError, NetworkError } from './errors';
import { CODE_OK, IDEMPOTENCY_KEY_HEADER } from '@/contract/common/rules';
import type { Envelope } from '@/contract/common/schemas';

export interface CallOptions {
  method?: 'GET' | 'POST';
  /** Sent as Idempotency-Key so a retried money call never applies twice. */
  idempotencyKey?: string;
  timeoutMs?: number;
}

export interface CallResult<T> {
  data: T;
  message: string;
  /** When the answer arrived (monotonic clock, lib/time.ts): a countdown's base. */
  receivedAt?: number;
}

type SessionRejected = () => void;
let onSessionRejected: SessionRejected = () => {};

/** Installed once by the session-expiry rule; runs when a call made with a token gets code 401. */
export function setSessionRejectedHandler(handler: SessionRejected): void {
  onSessionRejected = handler;
}

let onRestricted: () => void = () => {};

/** Installed once by the restriction watch; runs when a call made with a token is refused as restricted. */
export function setRestrictedHandler(handler: () => void): void {
  onRestricted = handler;
}

/** The request: its URL, init, and the key an early answer to it was stored under (lib/api/early-answers.ts). */
function buildRequest(
  path: string,
  body: unknown,
  method: 'GET' | 'POST',
  options: CallOptions,
): [string, RequestInit, string | null] {
  // The reference server answers refusals in the build's language; a legacy back end ignores it.
  // (A CORS-safelisted header: a cross-origin API needs no preflight for it.)
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': ACCEPT_LANGUAGE[BUILD_LANG],
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  let target = path;
  const init: RequestInit = { method, headers, cache: 'no-store' };
  if (method === 'GET') {
    const params = new URLSearchParams();
    Object.entries((body as Record<string, unknown>) ?? {}).forEach(([k, v]) => {
      if (v !== undefined && v !== null) params.set(k, String(v));
    });
    const qs = params.toString();
    if (qs) target += (target.includes('?') ? '&' : '?') + qs;
  } else if (typeof FormData !== 'undefined' && body instanceof FormData) {
    // No Content-Type: the browser adds the multipart boundary itself. Legacy upload answers are plain text.
    headers.Accept = 'application/json, text/plain';
    init.body = body;
  } else {
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    init.body = JSON.stringify(body ?? {});
  }
  // Only plain reads were ever asked early: never a money action (it carries an Idempotency-Key) or an upload.
  const neverAskedEarly = options.idempotencyKey || init.body instanceof FormData;
  const key = neverAskedEarly ? null : earlyKey(method, target, (init.body as string | undefined) ?? '', token);
  return [apiUrl(target), init, key];
}

/**
 * What a proxy or load balancer answers when no server did (docs/OPERATIONS.md#several-processes):
 * the call may or may not have run, so it counts as no answer and an action keeps its
 * Idempotency-Key for the resend. An answer with our envelope is the server's own.
 */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** What came back: the status, the body text, and when it arrived (the monotonic clock). */
interface Answer {
  status: number;
  text: string;
  at: number;
}

/** Read any answer as an envelope (`own`: the server sent one): some legacy paths send plain text or an empty body. */
function readEnvelope({ status, text }: Answer): { envelope: Envelope; own: boolean } {
  const ok = status >= 200 && status < 300;
  if (text) {
    try {
      const json = JSON.parse(text);
      if (json && typeof json === 'object' && 'code' in json) return { envelope: json as Envelope, own: true };
      return { envelope: { code: ok ? 200 : status, message: '', data: json }, own: false };
    } catch {
      /* not JSON: fall through */
    }
  }
  return { envelope: { code: ok ? 200 : status, message: '', data: text }, own: false };
}

/** Rejects when the call's time is up. */
const timeUp = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

/**
 * The answer: the inline script's early one when it asked exactly this (taken once; if it failed
 * the call asks again), else the network's. The timeout covers the whole answer, body included.
 */
async function answer(url: string, init: RequestInit, key: string | null, timeoutMs: number): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const early = key === null ? undefined : takeEarlyAnswer(key);
    const got = early && (await Promise.race([early.catch(() => null), timeUp(controller.signal)]));
    if (got) return got;
    const res = await fetch(url, { ...init, signal: controller.signal });
    const text = await res.text();
    return { status: res.status, text, at: monotonicNow() };
  } catch {
    throw new NetworkError(controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
}

/** POST (JSON or FormData) or GET; resolves on code 200, else throws ApiError, AuthError or NetworkError. */
export async function call<T = unknown>(
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  await loadConfig();
  const method = options.method ?? 'POST';
  const [url, init, key] = buildRequest(path, body, method, options);
  const got = await answer(url, init, key, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const { envelope, own } = readEnvelope(got);
  if (!own && GATEWAY_STATUSES.has(got.status)) throw new NetworkError(false);
  const code = Number(envelope.code);
  if (got.status === 401 || code === 401) {
    if (getToken()) onSessionRejected();
    throw new AuthError(envelope.message ?? '');
  }
  if (code !== CODE_OK) {
    if (getToken() && isRestrictionRefusal(code, envelope.message ?? '')) onRestricted();
    throw new ApiError(code, envelope.message ?? '', envelope.data);
  }
  return { data: envelope.data as T, message: envelope.message ?? '', receivedAt: got.at };
}
