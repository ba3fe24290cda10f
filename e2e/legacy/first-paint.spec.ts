/**
 * A deep link's data paint against a legacy back end (docs/ARCHITECTURE.md, "How a deep link
 * starts"): the platform's servers send an activity's banner as its stored path
 * (`activities/x.svg`), which the live screen resolves under the API origin's /uploads/; the first
 * paint resolves it the same way, so an operator's own back end gets its offers drawn before the
 * app's code has loaded, as the reference server does.
 */
import { test, expect } from '../support/fixtures';

test("a deep link to #/activity paints the legacy back end's stored banner paths before any boot script has run", async ({
  page,
  request,
}) => {
  const answer = await (await request.post('/api/activitylist', { data: { page: 1 } })).json();
  const stored = (answer.data.data as { banner: string }[]).map((a) => a.banner);
  expect(stored[0]).toMatch(/^[^/:]+\//);
  await page.route('**/_next/static/chunks/*.js', (r) => r.abort());
  await page.goto('/#/activity');
  const paint = page.locator('[data-first="paint"]');
  const first = paint.locator('a[href^="#/activityInfo?id="] img').first();
  await expect(first).toBeVisible();
  // config.json's apiBaseUrl is '' (the API is this site): the live uploadUrl makes /uploads/<path>.
  expect(await first.getAttribute('src')).toBe(`/uploads/${stored[0]}`);
  await expect.poll(() => first.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  await expect(paint.locator('[aria-busy] .skeleton')).toHaveCount(0);
});
