/**
 * A scripted fetch for API tests: each handler answers one path. Records calls
 * so tests can assert what was sent.
 */
import { waitFor } from '@testing-library/react';

/** A request's JSON body (empty when it sent none); tests convert the fields they read. */
export type JsonBody = Record<string, unknown>;
export type Handler = (body: JsonBody, init: RequestInit, url: string) => unknown | Promise<unknown>;
export interface Recorded {
  url: string;
  path: string;
  body: JsonBody | undefined;
  init: RequestInit;
}

export function jsonResponse(payload: unknown, status = 200): Response {
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => text,
    json: async () => JSON.parse(text),
  } as Response;
}

export function mockFetch(routes: Record<string, Handler>) {
  const calls: Recorded[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const body: JsonBody | undefined = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, path, body, init });
    const handler = routes[path];
    if (!handler) return jsonResponse({ code: 404, message: 'not found' }, 404);
    const result = await handler(body ?? {}, init, url);
    return result instanceof Object && 'status' in (result as object) && 'text' in (result as object)
      ? (result as Response)
      : jsonResponse(result);
  });
  global.fetch = fn as unknown as typeof fetch;
  return { fn, calls, pathsCalled: () => calls.map((c) => c.path) };
}

export const ok = (data: unknown = [], message = '成功') => ({ code: 200, message, data });

/** The balance reads: what a screen would otherwise send after money moved. */
const BALANCE_READS = ['/api/balance', '/api/balancelist', '/api/refreshusermoney'];

/** The balance reads sent after the (last) call of `path`, in order. */
export function balanceReadsAfter(calls: Recorded[], path: string): string[] {
  const from = calls.map((c) => c.path).lastIndexOf(path);
  return calls
    .slice(from + 1)
    .map((c) => c.path)
    .filter((p) => BALANCE_READS.includes(p));
}

/**
 * Waits until the screen's mount reads have gone out. SWR defers a first read by a frame when it
 * already holds a value (the saved user's balance): a test that moves money before then sees that
 * read land after the move, answered by the mock with the old balance.
 */
export async function readsSent(pathsCalled: () => string[], paths: string[]): Promise<void> {
  await waitFor(() => {
    const sent = pathsCalled();
    if (!paths.every((p) => sent.includes(p)))
      throw new Error(`not yet sent: ${paths.filter((p) => !sent.includes(p))}`);
  });
}
