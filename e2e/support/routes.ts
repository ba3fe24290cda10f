/**
 * Walking the route table (lib/router/paths.ts): the query each route that takes one is opened
 * with, and the wait for a screen to finish loading. Shared by the specs that visit every route
 * (e2e/legacy/routes.spec.ts, e2e/a11y/axe.spec.ts).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiOk } from './api';
import type { TestUser } from './users';

interface Paginator<T> {
  data: T[];
}

/** The query each route that takes one is opened with: real values from this back end. */
export async function routeQueries(request: APIRequestContext, member?: TestUser): Promise<Record<string, string>> {
  const activities = await apiOk<Paginator<{ id: number }>>(request, '/api/activitylist', { type: 0, page: 1 });
  const lotteries = await apiOk<{ title: string }[]>(request, '/api/lotteryList');
  const rooms = await apiOk<{ id: number }[]>(request, '/api/lotteryRoom', { name: lotteries[0]!.title });
  const values: Record<string, string> = {
    '/activityInfo': `id=${activities.data[0]!.id}`,
    '/boutBallBetInfo': 'type=1',
    '/lottery': `room_id=${rooms[0]!.id}`,
    '/zhanzhuye': 'type=1',
    '/concise': 'type=obgdy',
    '/message': 'type=2',
    '/abouts': 'type=5',
    // The customer-service frame (an empty /gamePage says its link is invalid on any back end).
    '/gamePage': 'dailiD=2',
  };
  if (member) {
    // A pending QR deposit of the member's own, so /payInfo has something to show.
    const res = await request.post('/api/recharge', {
      data: { paytype: 'usdt', amount: '720', catepay: 'TRC20' },
      headers: { Authorization: `Bearer ${member.token}` },
    });
    const body = (await res.json()) as { code: number; message: string };
    expect(body.code, body.message).toBe(200);
    values['/payInfo'] = `deposit_no=${body.message}`;
  }
  return values;
}

/** The in-app href of a route with its query, e.g. '/#/lottery?room_id=11'. */
export function routeHref(path: string, values: Record<string, string>): string {
  const query = values[path];
  return `/#${path}${query ? `?${query}` : ''}`;
}

/** Counts the page's API requests in flight, for `settle`. */
export function countApiInFlight(page: Page): () => number {
  let pending = 0;
  const isApi = (r: { url(): string }) => new URL(r.url()).pathname.startsWith('/api/');
  page.on('request', (r) => {
    if (isApi(r)) pending += 1;
  });
  const done = (r: { url(): string }) => {
    if (isApi(r)) pending -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => pending;
}

/** Waits until no API request has been in flight for a short while (the screen has loaded). */
export async function settle(inFlight: () => number): Promise<void> {
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (inFlight() > 0) quietSince = Date.now();
        return Date.now() - quietSince;
      },
      { intervals: [50], timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(400);
}
