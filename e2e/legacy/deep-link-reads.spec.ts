/**
 * Deep links opened cold against a legacy back end (docs/API.md#legacy-dialect): the inline
 * script's first reads (lib/router/first-reads.ts) are calls every back end has, so no request
 * fails and no extension is asked for, and the screen shows no error state.
 */
import { test, expect } from '../support/fixtures';
import { skipSystemPopup } from '../support/app';
import { routeHref, routeQueries } from '../support/routes';
import { signIn } from '../support/users';
import { expectCleanTraffic, expectNoErrorState, watchLegacyTraffic } from '../support/legacy';
import { ROUTE_READS } from '../../lib/router/first-reads';
import type { RoutePath } from '../../lib/router/paths';

const EXTENSION_CALLS = ['/api/messageNum', '/api/articleList', '/api/inviteinfo', '/api/agentapply', '/api/trial'];

test('a member opens every deep link with first reads cold: only calls the legacy back end has', async ({
  page,
  request,
  player,
}) => {
  test.setTimeout(90_000);
  await skipSystemPopup(page);
  await signIn(page, player);
  const values = await routeQueries(request);
  const watch = watchLegacyTraffic(page);
  for (const path of Object.keys(ROUTE_READS) as RoutePath[]) {
    const href = routeHref(path, values);
    // From another document, so the page loads afresh and its inline script runs.
    await page.goto('about:blank');
    const from = watch.calls.length;
    await page.goto(href);
    await page.waitForLoadState('networkidle');
    await expectNoErrorState(page, href);
    expectCleanTraffic(watch, href);
    const calls = watch.calls.slice(from);
    for (const read of ROUTE_READS[path]!) expect(calls, `${href} asked ${read.path}`).toContain(read.path);
    for (const extension of EXTENSION_CALLS) expect(calls, href).not.toContain(extension);
  }
});

test('a visitor opening member deep links cold: moved to the login before the boot, no refused call', async ({
  page,
}) => {
  await skipSystemPopup(page);
  const watch = watchLegacyTraffic(page);
  for (const path of ['/recharge', '/mine', '/wallet?x=1'] as const) {
    await page.goto('about:blank');
    const from = watch.calls.length;
    await page.goto(`/#${path}`);
    await expect(page.getByLabel('用户名')).toBeVisible();
    expect(new URL(page.url()).hash).toBe(`#/login?redirect=${encodeURIComponent(path)}`);
    await page.waitForLoadState('networkidle');
    expectCleanTraffic(watch, path);
    // The member route's own reads are never asked for a visitor.
    expect(watch.calls.slice(from), path).not.toContain('/api/get_pay_way');
  }
});
