/**
 * Accessibility (docs/ACCESSIBILITY.md): every route of the route table, as a visitor and as a
 * member, has no axe-core violation of WCAG 2.0–2.2 A/AA and no interactive element smaller than
 * 44×44 CSS px; so do the popups a player meets (the login prompt, the add-to-home-screen guide,
 * the lottery bet popup with an option picked, the red-packet popup, a confirm dialog).
 *
 * One page load per role: the routes are hash routes, so each visit is an in-app navigation, and
 * every finding of a walk is listed at its end.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { skipSystemPopup } from '../support/app';
import { axeViolations } from '../support/axe';
import { countApiInFlight, routeHref, routeQueries, settle } from '../support/routes';
import { smallTargets } from '../support/targets';
import { signIn } from '../support/users';
import { routes, screenPath } from '../../lib/router/paths';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The visitor walks as iPhone Safari, so the hall shows the add-to-home-screen guide. */
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A popup opened on a route's screen, checked as well, then closed again. */
interface PopupState {
  name: string;
  open(page: Page): Promise<void>;
  close(page: Page): Promise<void>;
}

/** Axe violations and small targets on what the page shows now, one line per finding. */
async function audit(page: Page, where: string): Promise<string[]> {
  const violations = await axeViolations(page, WCAG_TAGS);
  const found = violations.flatMap((v) =>
    v.nodes.map((n) => `${where}: ${v.id} at ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`),
  );
  const small = await smallTargets(page);
  return [...found, ...small.map((s) => `${where}: target-size ${s}`)];
}

/** No skeleton left and no API call in flight: the screen shows its content. */
async function waitForContent(page: Page, inFlight: () => number): Promise<void> {
  await settle(inFlight);
  await expect(page.locator('.skeleton, [data-first]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Visits every route (the same screen under a second name once), checks it and its popups, and
 * returns every finding.
 */
async function walk(page: Page, values: Record<string, string>, who: string, opts: WalkOptions): Promise<string[]> {
  const inFlight = countApiInFlight(page);
  const findings: string[] = [];
  for (const route of routes) {
    if (screenPath(route.path) !== route.path || (route.auth && !opts.member)) continue;
    const href = routeHref(route.path, values);
    const where = `${who} ${href.slice(2)}`;
    await page.goto(href);
    await waitForContent(page, inFlight);
    await opts.ready?.[route.path]?.(page);
    findings.push(...(await audit(page, where)));
    for (const popup of opts.popups[route.path] ?? []) {
      await popup.open(page);
      findings.push(...(await audit(page, `${where} + ${popup.name}`)));
      await popup.close(page);
    }
  }
  return findings;
}

interface WalkOptions {
  member: boolean;
  popups: Record<string, PopupState[]>;
  /** What must be on screen before a route is checked, beyond the end of loading. */
  ready?: Record<string, (page: Page) => Promise<void>>;
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const loginPrompt: PopupState = {
  name: 'login prompt',
  async open(page) {
    await page
      .getByRole('button', { name: /加拿大28/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByText('精彩内容等你来体验，快来登录吧！')).toBeVisible();
  },
  close: closeDialog,
};

const betPopup: PopupState = {
  name: 'bet popup, an option picked',
  async open(page) {
    // Bets close ftime (30–45 s) before each draw: wait for the next open round if need be.
    await expect(page.getByTestId('round-state')).toHaveAttribute('data-phase', 'open', { timeout: 60_000 });
    await page.getByTestId('bet-button').click();
    await expect(page.getByTestId('bet-popup')).toBeVisible();
    await page.locator('[data-testid^="bet-option-"]').first().click();
    await expect(page.getByTestId('bet-picked-count')).toHaveText('已选 1 注');
  },
  close: closeDialog,
};

const redPacketPopup: PopupState = {
  name: 'red-packet popup',
  async open(page) {
    await page.getByRole('button', { name: '立即抢红包' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  },
  close: closeDialog,
};

const logoutConfirm: PopupState = {
  name: 'logout confirm',
  async open(page) {
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByText('确定要退出登录吗？')).toBeVisible();
  },
  async close(page) {
    await page.getByRole('button', { name: '取消' }).click();
    await expect(page.getByText('确定要退出登录吗？')).toBeHidden();
  },
};

function report(findings: string[]): string {
  return `${findings.length} accessibility findings:\n${findings.join('\n')}`;
}

test.describe('as a visitor on iPhone Safari', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('every route, the add-to-home-screen guide and the login prompt pass axe and the 44 px rule', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await skipSystemPopup(page);
    const findings = await walk(page, await routeQueries(request), 'visitor', {
      member: false,
      ready: {
        '/': (p) => expect(p.getByRole('complementary', { name: '添加到主屏幕' }).getByText('第3步')).toBeVisible(),
      },
      popups: { '/': [loginPrompt] },
    });
    expect(findings.length, report(findings)).toBe(0);
  });
});

test('as a member: every route, the bet, red-packet and confirm popups pass axe and the 44 px rule', async ({
  page,
  request,
  player,
}) => {
  test.setTimeout(180_000);
  await skipSystemPopup(page);
  await signIn(page, player);
  const findings = await walk(page, await routeQueries(request, player), 'member', {
    member: true,
    popups: { '/lottery': [betPopup], '/hongbao': [redPacketPopup], '/mine': [logoutConfirm] },
  });
  expect(findings.length, report(findings)).toBe(0);
});
