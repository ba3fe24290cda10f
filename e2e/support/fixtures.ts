/**
 * The `test` every spec imports: Playwright's, plus
 * - `page` that starts from empty storage (a fresh context is already empty; this also
 *   covers specs that reuse a context or navigate after signing out),
 * - `ops`, an operator client,
 * - `player`, a freshly registered and logged-in account (created only when used).
 */
import { test as base, expect } from '@playwright/test';
import { OpsClient } from './ops';
import { registerUser, type TestUser } from './users';

interface Fixtures {
  ops: OpsClient;
  player: TestUser;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    // Runs before any app script on every navigation of this page, but only once per
    // test (guarded by a sessionStorage flag), so state set by the test itself survives.
    await page.addInitScript(() => {
      try {
        if (window.sessionStorage.getItem('__e2e_cleared')) return;
        window.localStorage.clear();
        window.sessionStorage.clear();
        window.sessionStorage.setItem('__e2e_cleared', '1');
      } catch {
        /* opaque origins (about:blank) have no storage */
      }
    });
    await use(page);
  },
  ops: async ({ request }, use) => {
    await use(new OpsClient(request));
  },
  player: async ({ request }, use) => {
    await use(await registerUser(request));
  },
});

export { expect };
