import { chromium } from 'playwright-core';
import { QUIET_FLAGS } from '../../chromium-flags.mjs';

/** Debian's Chromium with the quiet flags; never a downloaded browser. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: QUIET_FLAGS,
  });
}

/** The phone the e2e specs use. */
export const MOBILE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
};
