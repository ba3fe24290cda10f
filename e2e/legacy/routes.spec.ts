/**
 * Every route of the route table against the legacy dialect (docs/API.md#legacy-dialect), as a
 * visitor and as a member: no error state on any screen, no call the back end lacks, no
 * Idempotency-Key. Routes that need a query get a real one from the back end.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { skipSystemPopup } from '../support/app';
import { apiOk } from '../support/api';
import { signIn, type TestUser } from '../support/users';
import {
  expectCleanTraffic,
  expectNoErrorState,
  useOperatorConfig,
  watchLegacyTraffic,
  type LegacyWatch,
} from '../support/legacy';
import { LEGACY_BASE_URL } from '../support/env';
import { routes } from '../../lib/router/paths';

test.describe.configure({ mode: 'serial' });

interface Paginator<T> {
  data: T[];
}

/** The query each route that takes one is opened with: real values from this back end. */
async function queries(request: APIRequestContext, member?: TestUser): Promise<Record<string, string>> {
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

/** Waits until no API request has been in flight for a short while (the screen has loaded). */
async function settle(page: Page, inFlight: () => number): Promise<void> {
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

async function visitEveryRoute(page: Page, watch: LegacyWatch, values: Record<string, string>, who: string) {
  // The sponsor pages of /zhanzhuye come from the operator's config.json on a legacy back end.
  const sponsor = `${LEGACY_BASE_URL}/support/`;
  await useOperatorConfig(page, { sponsorUrls: { '1': sponsor, '2': sponsor } });
  let pending = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) pending += 1;
  });
  const done = (r: { url(): string }) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) pending -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  await page.goto('/#/');
  await settle(page, () => pending);
  for (const { path } of routes) {
    const query = values[path];
    const where = `${who} on ${path}${query ? `?${query}` : ''}`;
    await page.goto(`/#${path}${query ? `?${query}` : ''}`);
    await settle(page, () => pending);
    await expectNoErrorState(page, where);
    expectCleanTraffic(watch, where);
  }
}

test('a visitor opens every route: no error state, only calls the legacy back end has', async ({ page, request }) => {
  test.setTimeout(180_000);
  await skipSystemPopup(page);
  const watch = watchLegacyTraffic(page);
  await visitEveryRoute(page, watch, await queries(request), 'visitor');
  expect(watch.calls, 'the hall asked for the lottery list').toContain('/api/lotteryList');
});

test('a member opens every route: no error state, only calls the legacy back end has', async ({
  page,
  request,
  player,
}) => {
  test.setTimeout(180_000);
  await skipSystemPopup(page);
  await signIn(page, player);
  const watch = watchLegacyTraffic(page);
  await visitEveryRoute(page, watch, await queries(request, player), 'member');
  // The extensions were never asked for (each would have been a 404 above as well).
  for (const extension of ['/api/messageNum', '/api/articleList', '/api/inviteinfo', '/api/agentapply']) {
    expect(watch.calls).not.toContain(extension);
  }
});
