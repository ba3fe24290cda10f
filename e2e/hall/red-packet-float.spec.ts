/**
 * The red-packet float at 390×844: docked just above the tab bar, it covers no tile's 进入游戏 on
 * any hall tab (signed in, as a member sees it), and its English label stays inside the envelope.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { skipSystemPopup } from '../support/app';
import { signIn } from '../support/users';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every tile's enter control shown now on the first screen (tiles are buttons with a platform). */
async function enterBoxes(page: Page): Promise<Box[]> {
  const controls = page.locator('button[data-platform]').getByText('进入游戏');
  await expect(controls.first()).toBeVisible();
  const boxes = await Promise.all((await controls.all()).map((c: Locator) => c.boundingBox()));
  return boxes.filter((b): b is Box => b !== null);
}

test('the float covers no tile’s 进入游戏 on any hall tab', async ({ page, player }) => {
  await signIn(page, player);
  await skipSystemPopup(page);
  await page.goto('/#/');
  const float = page.getByTestId('red-packet-float');
  await expect(float).toBeVisible();
  const floatBox = (await float.boundingBox())!;
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  for (let i = 0; i < 5; i++) {
    await tabs.nth(i).click();
    for (const box of await enterBoxes(page))
      expect(overlaps(floatBox, box), `tab ${i}: ${JSON.stringify(box)}`).toBe(false);
  }
});

test.describe('English build', () => {
  test.use({ locale: 'en-US' });

  test('the float’s label “Red packets” fits inside the envelope', async ({ page }) => {
    await skipSystemPopup(page);
    await page.goto('/en/#/');
    const float = page.getByTestId('red-packet-float');
    await expect(float).toHaveAccessibleName('Red packets');
    const label = float.getByText('Red packets');
    const [outer, inner] = [(await float.boundingBox())!, (await label.boundingBox())!];
    expect(inner.x).toBeGreaterThanOrEqual(outer.x);
    expect(inner.y).toBeGreaterThanOrEqual(outer.y);
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
    expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});
