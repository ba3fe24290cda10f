/**
 * Calls the reference server's player API the way the app does: POST with JSON, a
 * Bearer token, and the legacy envelope `{code, message, data}` where business errors
 * are HTTP 200 with a non-200 body code (docs/API.md#envelope).
 */
import { expect, type APIRequestContext } from '@playwright/test';

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export async function apiPost<T = unknown>(
  request: APIRequestContext,
  path: string,
  body: Record<string, unknown> = {},
  token?: string,
): Promise<Envelope<T>> {
  const res = await request.post(path, {
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(res.status(), `HTTP status of POST ${path}`).toBeLessThan(500);
  return (await res.json()) as Envelope<T>;
}

/** Like apiPost, but fails the test unless the body code is 200. */
export async function apiOk<T = unknown>(
  request: APIRequestContext,
  path: string,
  body: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const env = await apiPost<T>(request, path, body, token);
  expect(env.code, `POST ${path}: ${env.message}`).toBe(200);
  return env.data;
}
