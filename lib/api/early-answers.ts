/**
 * Answers the inline entry script asked for before the app booted (lib/router/first-reads-script.ts):
 * config.json and a deep link's first reads, kept on `window` in memory only. Each is taken once,
 * by the one call that would have asked the same question (lib/config.ts, lib/api/client.ts), and
 * is gone from the store as it is taken; whatever nobody takes is dropped by the script's own timer.
 * Nothing here is ever written to storage or the service worker's caches.
 */

/** The `window` property that holds them (set by the inline script only). */
export const EARLY_ANSWERS = '__tgEarly';

/** An API answer as the inline script kept it: status, body text, and when it arrived (performance.now()). */
export interface EarlyAnswer {
  status: number;
  text: string;
  at: number;
  /** The API base it was asked at (config.json's apiBaseUrl as lib/config.ts reads it): a painted list's pictures resolve against it. */
  base?: string;
}

export interface EarlyStore {
  /** config.json's parsed JSON (null when it was not 2xx); rejects as a failed fetch or bad JSON would. */
  config?: Promise<unknown>;
  reads: Record<string, Promise<EarlyAnswer> | undefined>;
}

/**
 * The one spelling of a request both sides agree on: method, path with its query, the JSON body
 * (POST) and the session token. Self-contained: its source text is part of the inline script.
 */
export function earlyKey(method: string, target: string, body: string, token: string | null): string {
  return method + ' ' + target + ' ' + body + ' ' + (token || '');
}

function store(): EarlyStore | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, EarlyStore | undefined>)[EARLY_ANSWERS];
}

/** config.json as the inline script read it, once; undefined when it did not (or it was taken). */
export function takeEarlyConfig(): Promise<unknown> | undefined {
  const s = store();
  const config = s?.config;
  if (s) delete s.config;
  return config;
}

/** The early answer to exactly this request, once; undefined when there is none. */
export function takeEarlyAnswer(key: string): Promise<EarlyAnswer> | undefined {
  const s = store();
  const answer = s?.reads[key];
  if (answer) delete s.reads[key];
  return answer;
}
