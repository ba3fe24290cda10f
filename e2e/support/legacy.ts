/**
 * The legacy project's watch over the app: against a back end that answers only the platform's
 * existing calls (API_DIALECT=legacy), the PWA must never call something that back end lacks
 * (it would answer 404 or 405), never send a key it crashes on (HTTP 500), and never send the
 * Idempotency-Key header (its CORS refuses the header from another origin). A screen must never
 * show an error state.
 */
import { expect, type Page, type Request } from '@playwright/test';

/** Texts of a failed read or an unsupported call: none may be visible on a legacy back end. */
export const ERROR_TEXTS = /加载失败|失败，点击重试|未开放|接口不存在|服务器异常|网络异常/;

export interface LegacyWatch {
  /** `METHOD path -> status` for every API answer of HTTP 400 or above. */
  failures: string[];
  /** API requests that carried an Idempotency-Key header. */
  keyed: string[];
  /** Every API path called, for checks of what was (not) asked. */
  calls: string[];
}

function apiPath(request: Request): string | null {
  const url = new URL(request.url());
  return url.pathname.startsWith('/api/') ? url.pathname : null;
}

/** Starts recording the page's API traffic; check it with expectCleanTraffic. */
export function watchLegacyTraffic(page: Page): LegacyWatch {
  const watch: LegacyWatch = { failures: [], keyed: [], calls: [] };
  page.on('request', (request) => {
    const path = apiPath(request);
    if (!path) return;
    watch.calls.push(path);
    if (request.headers()['idempotency-key']) watch.keyed.push(`${request.method()} ${path}`);
  });
  page.on('response', (response) => {
    const path = apiPath(response.request());
    if (path && response.status() >= 400)
      watch.failures.push(`${response.request().method()} ${path} -> ${response.status()}`);
  });
  return watch;
}

export function expectCleanTraffic(watch: LegacyWatch, where: string): void {
  expect(watch.failures, `${where}: calls the legacy back end does not answer`).toEqual([]);
  expect(watch.keyed, `${where}: Idempotency-Key sent to a legacy back end`).toEqual([]);
}

/** No error text anywhere on the page (toasts included). */
export async function expectNoErrorState(page: Page, where: string): Promise<void> {
  await expect(page.getByText(ERROR_TEXTS), `${where}: an error state is shown`).toHaveCount(0);
}

/**
 * The operator's config.json as a legacy deployment writes it: the same origin for the API, and what
 * those servers cannot say themselves: a shared trial account (they have no call that issues one)
 * and the sponsor pages (their /api/app has no such links).
 */
export async function useOperatorConfig(
  page: Page,
  config: { trial?: { username: string; password: string }; sponsorUrls?: { '1': string; '2': string } },
): Promise<void> {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        apiBaseUrl: '',
        socketBaseUrl: '',
        sponsorUrls: config.sponsorUrls ?? { '1': '', '2': '' },
        trial: { enabled: true, ...config.trial },
      }),
    }),
  );
}
