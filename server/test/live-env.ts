/**
 * The smallest environment a live start accepts (site-mode.ts): each test that starts or checks
 * the live site begins from it, so a new live-start rule is met in one place.
 */
const DAY_MS = 86_400_000;

/** The date `days` from now as YYYY-MM-DD (OPS_TOKEN_EXPIRES' format). */
export const dayFromNow = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

export const LIVE_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://localhost/tg',
  OPS_TOKEN: 'o'.repeat(32),
  OPS_TOKEN_EXPIRES: dayFromNow(30),
  SERVER_SECRET: 's'.repeat(40),
  PUBLIC_URL: 'https://m.example.com',
  TRUST_PROXY: 'none',
};
