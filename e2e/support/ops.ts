/**
 * The operator API (`/admin/*`), authorised by the OPS_TOKEN the e2e server was started
 * with. Specs use it to arrange state a player cannot: approve a deposit, close the
 * site, publish a notice.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { OPS_TOKEN } from './env';

export class OpsClient {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string = OPS_TOKEN,
  ) {}

  private headers() {
    // The /admin scope's guard (server/src/routes/admin/autohooks.ts) reads `Authorization: Bearer <OPS_TOKEN>`.
    return { Authorization: `Bearer ${this.token}` };
  }

  private async parse<T>(method: string, path: string, res: Awaited<ReturnType<APIRequestContext['get']>>) {
    const text = await res.text();
    expect(res.ok(), `${method} ${path} -> HTTP ${res.status()}: ${text.slice(0, 300)}`).toBe(true);
    return (text ? JSON.parse(text) : null) as T;
  }

  async get<T = unknown>(path: string): Promise<T> {
    const url = `/admin${path}`;
    return this.parse<T>('GET', url, await this.request.get(url, { headers: this.headers() }));
  }

  async post<T = unknown>(path: string, body: unknown = {}): Promise<T> {
    const url = `/admin${path}`;
    return this.parse<T>('POST', url, await this.request.post(url, { headers: this.headers(), data: body }));
  }

  async put<T = unknown>(path: string, body: unknown = {}): Promise<T> {
    const url = `/admin${path}`;
    return this.parse<T>('PUT', url, await this.request.put(url, { headers: this.headers(), data: body }));
  }

  async delete<T = unknown>(path: string): Promise<T> {
    const url = `/admin${path}`;
    return this.parse<T>('DELETE', url, await this.request.delete(url, { headers: this.headers() }));
  }
}
