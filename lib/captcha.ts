/**
 * The picture captcha (docs/SCREENS.md#reg2): a local pool of 21 four-character codes
 * (CAPTCHA_CODES, in the contract because the server draws the same codes as pictures for the
 * platform's public client), checked case-insensitively in the browser only. It deters casual
 * scripting; the server has its own rate limits and never relies on it.
 */
import { CAPTCHA_CODES } from '@/contract/session/rules';

/** A random index different from `previous`, so 'change the image' always changes it. */
export function nextCaptchaIndex(previous: number | null, random: () => number = Math.random): number {
  const n = CAPTCHA_CODES.length;
  if (previous === null) return Math.floor(random() * n) % n;
  return (previous + 1 + (Math.floor(random() * (n - 1)) % (n - 1))) % n;
}

export function captchaMatches(input: string, answer: string): boolean {
  return input.trim().toUpperCase() === answer.toUpperCase();
}
