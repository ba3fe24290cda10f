/**
 * The picture captcha (docs/SCREENS.md#reg2): a local pool of 21 four-character codes, checked
 * case-insensitively in the browser only. It deters casual scripting; the server
 * has its own rate limits and never relies on it.
 */
export const CAPTCHA_CODES = [
  'A3K9',
  'B7QX',
  'C2MP',
  'D8RT',
  'E5WN',
  'F4HJ',
  'G6ZL',
  'H9VC',
  'J3NB',
  'K7PD',
  'L2XS',
  'M8FQ',
  'N5TG',
  'P4YR',
  'Q6KW',
  'R9BE',
  'S3JH',
  'T7CM',
  'U2LA',
  'V8DZ',
  'W5GF',
] as const;

/** A random index different from `previous`, so 'change the image' always changes it. */
export function nextCaptchaIndex(previous: number | null, random: () => number = Math.random): number {
  const n = CAPTCHA_CODES.length;
  if (previous === null) return Math.floor(random() * n) % n;
  return (previous + 1 + (Math.floor(random() * (n - 1)) % (n - 1))) % n;
}

export function captchaMatches(input: string, answer: string): boolean {
  return input.trim().toUpperCase() === answer.toUpperCase();
}
