/**
 * The built app runs under the site's CSP (scripts by hash, no 'unsafe-inline'): the page loads,
 * hydrates and navigates with no policy violation, and the demo site shows its 演示站 mark.
 */
import { test, expect } from '../support/fixtures';
import { signIn } from '../support/users';

test('the app works under its CSP without a single violation, and says it is the demo site', async ({
  page,
  player,
}) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
      list.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toMatch(/frame-ancestors 'self'/);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByTestId('demo-mark')).toHaveText('演示站');
  await signIn(page, player);
  for (const path of ['/#/', '/#/mine', '/#/wallet', '/#/lottery?room_id=11']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByTestId('demo-mark')).toBeVisible();
  const recorded = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
  expect([...violations, ...recorded]).toEqual([]);
});
