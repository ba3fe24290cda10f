/**
 * Page helpers for the app's own screens: reading the hash route and the captcha
 * picture's code, filling the auth forms by their accessible labels.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { CAPTCHA_CODES } from '../../contract/session/rules';

/** The in-app route (what follows '#'), e.g. '/login?redirect=%2Fmine'. */
export async function route(page: Page): Promise<string> {
  // Read from page.url(): an evaluate() would fail while a redirect is navigating.
  return new URL(page.url()).hash.replace(/^#/, '');
}

/**
 * Marks today's system popup as 'don't show again today' before the app starts, for
 * specs about something else on the hall (the popup is modal and blocks the page).
 */
export async function skipSystemPopup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const beijing = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    window.localStorage.setItem('popupHiddenDate', beijing);
  });
}

export async function expectRoute(page: Page, expected: string | RegExp): Promise<void> {
  await expect
    .poll(() => route(page))
    .toEqual(typeof expected === 'string' ? expected : expect.stringMatching(expected));
}

/** The code on the captcha picture currently shown (the check is client-side only). */
export async function captchaCode(page: Page): Promise<string> {
  const index = await page.locator('[data-captcha-index]').getAttribute('data-captcha-index');
  return CAPTCHA_CODES[Number(index)];
}

export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
}

export async function fillRegister(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByLabel('验证码').fill(await captchaCode(page));
}

/** A toast (role status or alert) with exactly this text. */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('[data-kind]').filter({ hasText: text });

/** Fills /recharge's bank-card form (the default pay way) with a depositor and `amount`, not sent. */
export async function fillBankDeposit(page: Page, amount: string): Promise<void> {
  await page.getByLabel('存款人姓名').fill('张三');
  await page.getByLabel('银行类型').fill('中国工商银行');
  await page.getByLabel('银行卡号').fill('6222020000001234');
  await page.getByLabel('开户行地址').fill('深圳南山支行');
  await page.getByTestId('deposit-amount').fill(amount);
}
