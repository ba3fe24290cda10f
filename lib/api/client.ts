/**
 * The one HTTP client. Bearer token, JSON, 30 s timeout, the contract's envelope,
 * and the cross-cutting rules of SPEC §4/§8:
 * - code 401 (HTTP 401 or body code 401): 认证失败 alert, storage cleared, to /login;
 * - other non-200 codes: the server's message in a red toast (unless `silent`);
 * - no answer: a NetworkError, no toast; callers only end their loading state.
 */
import { apiUrl, loadConfig } from '@/lib/config';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { endSession, getToken } from '@/lib/session';
import { t } from '@/lib/text/zh-CN';
import { showAlert } from '@/lib/ui/alert';
import { toast } from '@/lib/ui/toast';
import { replaceRoute } from '@/lib/router/navigate';
import { ApiError, AuthError, NetworkError } from './errors';
import type { Envelope } from './wire-types';

export interface CallOptions {
  method?: 'GET' | 'POST';
  /** Do not toast a non-200 message (the caller shows it its own way). */
  silent?: boolean;
  /** Sent as Idempotency-Key so a retried money call never applies twice. */
  idempotencyKey?: string;
  timeoutMs?: number;
}

export interface CallResult<T> {
  data: T;
  message: string;
}

let expiring = false;

/** SPEC §4 expired session; shown once even when several calls fail together. */
function expireSession(): void {
  endSession();
  replaceRoute('/login');
  if (expiring) return;
  expiring = true;
  void showAlert(t.auth.expiredMessage, t.auth.expiredTitle).finally(() => {
    expiring = false;
  });
}

function buildRequest(path: string, body: unknown, method: 'GET' | 'POST', options: CallOptions): [string, RequestInit] {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let url = apiUrl(path);
  const init: RequestInit = { method, headers, cache: 'no-store' };
  if (method === 'GET') {
    const params = new URLSearchParams();
    Object.entries((body as Record<string, unknown>) ?? {}).forEach(([k, v]) => {
      if (v !== undefined && v !== null) params.set(k, String(v));
    });
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  } else {
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    init.body = JSON.stringify(body ?? {});
  }
  return [url, init];
}

/** Read any answer as an envelope: some legacy paths send plain text or an empty body. */
async function readEnvelope(res: Response): Promise<Envelope> {
  const text = await res.text();
  if (text) {
    try {
      const json = JSON.parse(text);
      if (json && typeof json === 'object' && 'code' in json) return json as Envelope;
      return { code: res.ok ? 200 : res.status, message: '', data: json };
    } catch {
      /* not JSON: fall through */
    }
  }
  return { code: res.ok ? 200 : res.status, message: res.ok ? '' : t.toast.serverError, data: text };
}

export async function call<T = unknown>(path: string, body?: unknown, options: CallOptions = {}): Promise<CallResult<T>> {
  await loadConfig();
  const method = options.method ?? 'POST';
  const [url, init] = buildRequest(path, body, method, options);
  const controller = new AbortController();
  // The timeout covers the whole answer, body included: a body that stalls is a timeout too.
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let res: Response;
  let envelope: Envelope;
  try {
    res = await fetch(url, { ...init, signal: controller.signal });
    envelope = await readEnvelope(res);
  } catch {
    throw new NetworkError(controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
  const code = Number(envelope.code);
  if (res.status === 401 || code === 401) {
    if (getToken()) expireSession();
    throw new AuthError(envelope.message || t.auth.expiredTitle);
  }
  if (code !== 200) {
    // The error keeps the server's own text ('' if none) so callers can choose their fallback.
    if (!options.silent) toast.error(envelope.message || t.toast.serverError);
    throw new ApiError(code, envelope.message ?? '', envelope.data);
  }
  return { data: envelope.data as T, message: envelope.message ?? '' };
}

/** Just the data, for SWR fetchers and simple reads. */
export async function fetchData<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<T> {
  return (await call<T>(path, body, options)).data;
}
