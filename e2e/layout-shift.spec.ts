/**
 * Layout shift, measured where only a browser can: a member opens /recharge (the pay ways and the
 * bank accounts load), /activityRecord (the applications) and /message (the notices), a visitor
 * opens /activity with its type tabs answered after the list, and the
 * layout-shift entries of each page, from its first paint until its content is there, add up to
 * nothing (docs/SCREENS.md#recharge, #activityrecord, #message: skeletons with the loaded rows'
 * height, a form that appears whole).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { apiOk } from './support/api';
import { skipSystemPopup } from './support/app';
import { signIn } from './support/users';

declare global {
  interface Window {
    __shifts?: number[];
  }
}

/** Before any app script: every layout shift not caused by input, buffered from the first paint. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) window.__shifts!.push(e.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Opens `path` in a fresh document, waits for its content and a little longer, sums the shifts. */
async function shiftOf(page: Page, path: string, loaded: (page: Page) => Promise<void>): Promise<number> {
  await page.goto('about:blank');
  await page.goto(`/#${path}`);
  await loaded(page);
  // Late answers (a second read, the balance) would shift after the content is up: give them time.
  await page.waitForTimeout(1500);
  return page.evaluate(() => (window.__shifts ?? []).reduce((a, b) => a + b, 0));
}

interface Created {
  data: { id: number };
}

test('a member opens /recharge, /activityRecord and /message without a layout shift', async ({ page, player, ops }) => {
  const created = await ops.post<Created>('/activities', {
    type: 1,
    title: '布局稳定活动',
    bonus: '8.00',
    content: '<p>规则</p>',
  });
  await ops.post(`/activities/${created.data.id}/publish`);
  await apiOk(page.request, '/api/doactivityapply', { activityid: created.data.id }, player.token);

  await skipSystemPopup(page);
  await signIn(page, player);
  await recordShifts(page);

  const shifts = {
    '/recharge': await shiftOf(page, '/recharge', async (p) => {
      await expect(p.getByRole('button', { name: '立即存款' })).toBeVisible();
    }),
    '/activityRecord': await shiftOf(page, '/activityRecord', async (p) => {
      await expect(p.getByText('布局稳定活动')).toBeVisible();
    }),
    '/message': await shiftOf(page, '/message', async (p) => {
      await expect(p.getByRole('list', { name: '公告' }).getByRole('listitem').first()).toBeVisible();
    }),
  };
  // The routes that shifted, with their sums (before: /recharge 0.11, /activityRecord 0.11, /message 0.07).
  expect(Object.entries(shifts).filter(([, sum]) => sum >= 0.001)).toEqual([]);
});

test('a visitor opens /activity and the type tabs landing after the list shift nothing', async ({ page }) => {
  await skipSystemPopup(page);
  await recordShifts(page);
  // The types answer held until the list is up: the tabs' placeholder must already have their height.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/activitytype**', async (route) => {
    await held;
    await route.continue();
  });
  const sum = await shiftOf(page, '/activity', async (p) => {
    await expect(p.getByRole('list', { name: '活动列表' }).getByRole('listitem').first()).toBeVisible();
    release();
    await expect(p.getByRole('tab', { name: '全部' })).toBeVisible();
  });
  // Before the placeholder took the pills' height: 0.009 (the list moved down 8 px).
  expect(sum).toBeLessThan(0.001);
});
