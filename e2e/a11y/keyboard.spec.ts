/**
 * A keyboard-only walk (docs/SCREENS.md#keyboard): log in, ask for a bank deposit, place a lottery
 * bet and read it in the bet record, with Tab, Shift+Tab, Enter, Space, the arrow keys and Esc only:
 * no click, no tap. page.goto stands for typing an address; every control is reached by Tab.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectRoute, skipSystemPopup } from '../support/app';

/** 加拿大28 初级房 (server/src/seed/lottery-data.ts) and its 大 option. */
const ROOM_ID = 11;
const OPTION_BIG = 1001;
/** Seconds of the open window the keyboard bet needs. */
const MIN_OPEN_SECONDS = 15;

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (Shift+Tab backwards) until the target has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** Waits for an open round with time left to bet through the popup. */
async function openRoundWithTime(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const phase = await page.getByTestId('round-state').getAttribute('data-phase');
        const [mm, ss] = ((await page.getByTestId('round-countdown').textContent()) ?? '').split(':').map(Number);
        return phase === 'open' && mm * 60 + ss >= MIN_OPEN_SECONDS;
      },
      { message: 'an open round with time to bet', timeout: 120_000, intervals: [500] },
    )
    .toBe(true);
}

test('log in, deposit, bet and read the bet record with the keyboard alone', async ({ page, player, ops }) => {
  test.setTimeout(240_000);
  await ops.post('/credit', { username: player.username, amount: '1000.00' });
  await skipSystemPopup(page);

  // Log in. The 登录/注册 strip is one tab stop: the arrows move between its tabs.
  await page.goto('/#/login');
  const loginTab = page.getByRole('tab', { name: '登录' });
  await tabTo(page, loginTab);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: '注册' })).toBeFocused();
  await expect(page.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(loginTab).toBeFocused();
  await expect(loginTab).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByLabel('用户名'));
  await page.keyboard.type(player.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('密码', { exact: true })).toBeFocused();
  await page.keyboard.type(player.password);
  await page.keyboard.press('Enter');
  await expectRoute(page, '/');

  // A bank deposit request: the pay ways are a radio group (arrows), the fields are typed in order.
  await page.goto('/#/recharge');
  const bank = page.getByRole('radio', { name: '银行卡' });
  await expect(bank).toBeChecked();
  await tabTo(page, bank);
  await page.keyboard.press('ArrowRight');
  await expect(bank).not.toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(bank).toBeChecked();
  await expect(bank).toBeFocused();
  for (const [label, text] of [
    ['存款人姓名', '张三'],
    ['银行类型', '中国工商银行'],
    ['银行卡号', '6222020000001234'],
    ['开户行地址', '深圳南山支行'],
  ] as const) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(text);
  }
  await tabTo(page, page.getByTestId('deposit-amount'));
  await page.keyboard.type('500');
  await tabTo(page, page.getByRole('button', { name: '立即存款' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '提交成功，等待后台审核' })).toBeVisible();
  await expectRoute(page, '/transRecord');

  // A bet: Enter opens the popup, Esc closes it and the focus is back on 投注.
  await page.goto(`/#/lottery?room_id=${ROOM_ID}`);
  await openRoundWithTime(page);
  const betButton = page.getByTestId('bet-button');
  await tabTo(page, betButton);
  await page.keyboard.press('Enter');
  const popup = page.getByTestId('bet-popup');
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(betButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup).toBeVisible();
  // Space toggles an option; Tab goes on to 下一步, 确认, 确认投注.
  const big = page.getByTestId(`bet-option-${OPTION_BIG}`);
  await tabTo(page, big);
  await page.keyboard.press('Space');
  await expect(big).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByTestId('bet-next'));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('bet-confirm'));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('bet-submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '投注成功' })).toBeVisible();
  await expect(popup).toBeHidden();

  // The bet record lists it.
  await page.goto('/#/betRecord');
  const row = page.getByTestId('bet-record-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('10.00');
});
