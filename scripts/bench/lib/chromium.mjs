import { chromium } from 'playwright-core';

/** The flags that keep a bench's Chromium quiet and offline (no updates, sync or background traffic). */
export const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

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
