/**
 * Every route of the route table against the legacy dialect (docs/API.md#legacy-dialect), as a
 * visitor and as a member: no error state on any screen, no call the back end lacks, no
 * Idempotency-Key. Routes that need a query get a real one from the back end.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { skipSystemPopup } from '../support/app';
import { countApiInFlight, routeHref, routeQueries, settle } from '../support/routes';
import { signIn } from '../support/users';
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

async function visitEveryRoute(page: Page, watch: LegacyWatch, values: Record<string, string>, who: string) {
  // The sponsor pages of /zhanzhuye come from the operator's config.json on a legacy back end.
  const sponsor = `${LEGACY_BASE_URL}/support/`;
  await useOperatorConfig(page, { sponsorUrls: { '1': sponsor, '2': sponsor } });
  const inFlight = countApiInFlight(page);

  await page.goto('/#/');
  await settle(inFlight);
  for (const { path } of routes) {
    const href = routeHref(path, values);
    const where = `${who} on ${href.slice(2)}`;
    await page.goto(href);
    await settle(inFlight);
    await expectNoErrorState(page, where);
    expectCleanTraffic(watch, where);
  }
}

test('a visitor opens every route: no error state, only calls the legacy back end has', async ({ page, request }) => {
  test.setTimeout(180_000);
  await skipSystemPopup(page);
  const watch = watchLegacyTraffic(page);
  await visitEveryRoute(page, watch, await routeQueries(request), 'visitor');
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
  await visitEveryRoute(page, watch, await routeQueries(request, player), 'member');
  // The extensions were never asked for (each would have been a 404 above as well).
  for (const extension of ['/api/messageNum', '/api/articleList', '/api/inviteinfo', '/api/agentapply']) {
    expect(watch.calls).not.toContain(extension);
  }
});
