/**
 * The two ways the server runs. demo (`npm start`): embedded database, demo member and channels,
 * sandbox payment and venue pages, trial accounts, all marked 演示站. live (NODE_ENV=production
 * or SITE_MODE=live): none of that, and every unsafe start is refused here with the reason, before
 * anything opens.
 */
import type { Config } from './config.ts';

type Env = Record<string, string | undefined>;

/** Switches that exist for the demo, load tests or development; each is refused on the live site. */
const DEMO_ONLY_SWITCHES: { name: string; why: string; unsafe: (value: string) => boolean }[] = [
  { name: 'SANDBOX_PAYMENTS', why: 'sandbox payments credit money without a payment', unsafe: isOn },
  { name: 'DEMO_PASSWORD', why: 'the live site has no demo member', unsafe: () => true },
  { name: 'ROUND_SECONDS', why: 'lottery rounds keep their own length on the live site', unsafe: () => true },
  { name: 'CHAT_RATE_PER_10S', why: '0 turns the chat limit off (load tests only)', unsafe: isZero },
  { name: 'CHAT_SOCKETS_PER_MEMBER', why: '0 turns the socket cap off (load tests only)', unsafe: isZero },
  { name: 'CHAT_SOCKETS_PER_ADDRESS', why: '0 turns the per-address socket cap off (load tests only)', unsafe: isZero },
  { name: 'LOGIN_RATE_PER_MIN', why: '0 turns the login limit off (tests only)', unsafe: isZero },
  { name: 'REGISTER_RATE_PER_MIN', why: '0 turns the registration limit off (tests only)', unsafe: isZero },
  { name: 'TRIAL_RATE_PER_HOUR', why: '0 turns the trial limit off (tests only)', unsafe: isZero },
  { name: 'LOGIN_FAIL_LIMIT', why: '0 turns the guess limit off (tests only)', unsafe: isZero },
  {
    name: 'LOGIN_ADDRESS_FAIL_LIMIT',
    why: '0 turns the per-address login budget off (tests only)',
    unsafe: isZero,
  },
  { name: 'PAY_CHECK_LIMIT', why: '0 turns the pay-password check cap off (load tests only)', unsafe: isZero },
  {
    name: 'DB_STATEMENT_TIMEOUT_MS',
    why: '0 lets a statement run for ever, holding its connection and locks',
    unsafe: isZero,
  },
  {
    name: 'MAX_EVENT_LOOP_DELAY_MS',
    why: '0 turns load shedding off, so a flood queues instead of being refused',
    unsafe: isZero,
  },
  {
    name: 'API_DIALECT',
    why: 'the legacy dialect is a test double: it ignores Idempotency-Key, so a resent money call acts twice',
    unsafe: (value) => value.trim().toLowerCase() === 'legacy',
  },
];

/** A server secret shorter than this is too weak to key an HMAC. */
export const MIN_SECRET_LENGTH = 32;

/** An operator token shorter than this is guessable. */
export const MIN_OPS_TOKEN_LENGTH = 24;

function isOn(value: string): boolean {
  return !['0', 'false', 'off', 'no', ''].includes(value.trim().toLowerCase());
}

function isZero(value: string): boolean {
  return value.trim() !== '' && Number(value) === 0;
}

const DAY_MS = 86_400_000;

/**
 * The root OPS_TOKEN on the live site: an admin credential like any other, so it must not work for
 * ever. It needs OPS_TOKEN_EXPIRES, in the future and at most OPS_TOKEN_DAYS ahead (what a named
 * operator's token gets); past it the token is refused (401) until it is replaced.
 */
function rootTokenRefusals(config: Config, now: number): string[] {
  if (!config.opsToken) return [];
  const expires = config.opsTokenExpires?.getTime();
  const days = config.operatorTokenDays;
  if (expires === undefined) {
    const example = new Date(now + Math.min(30, days) * DAY_MS).toISOString().slice(0, 10);
    return [
      `OPS_TOKEN needs OPS_TOKEN_EXPIRES on the live site (a date at most ${days} days ahead, OPS_TOKEN_DAYS, e.g. ${example}): the root token must not work for ever. Or remove OPS_TOKEN and use named operators.`,
    ];
  }
  if (expires <= now)
    return ['OPS_TOKEN_EXPIRES has passed: replace OPS_TOKEN with a new random token and give it a new expiry.'];
  if (expires > now + days * DAY_MS)
    return [`OPS_TOKEN_EXPIRES is more than ${days} days ahead (OPS_TOKEN_DAYS): give the root token a shorter life.`];
  return [];
}

/** Why this start must not go ahead (empty: it may). Each line names the setting and the way out. */
export function startupRefusals(config: Config, env: Env, now = Date.now()): string[] {
  if (config.siteMode === 'demo') return [];
  const refusals: string[] = [];
  const siteMode = env.SITE_MODE?.trim().toLowerCase();
  if (siteMode && siteMode !== 'live')
    refusals.push(
      `NODE_ENV=production runs the live site, but SITE_MODE=${siteMode}: remove SITE_MODE or set it to live.`,
    );
  if (!config.databaseUrl && !config.allowEmbeddedDb)
    refusals.push(
      'The live site does not run on the embedded PGlite database (it runs with fsync off): set DATABASE_URL to a PostgreSQL database, or ALLOW_EMBEDDED_DB=1 to accept the risk.',
    );
  for (const item of DEMO_ONLY_SWITCHES) {
    const value = env[item.name];
    if (value !== undefined && value.trim() !== '' && item.unsafe(value))
      refusals.push(`${item.name}=${value} is a demo-only switch (${item.why}): remove it on the live site.`);
  }
  if (!config.serverSecret || config.serverSecret.length < MIN_SECRET_LENGTH)
    refusals.push(
      `The live site needs SERVER_SECRET (at least ${MIN_SECRET_LENGTH} random characters, the same in every process): it keys the idempotency fingerprints and draw seeds.`,
    );
  if (!env.TRUST_PROXY?.trim())
    refusals.push(
      'The live site needs TRUST_PROXY: the addresses or CIDR ranges of the proxies in front of it (e.g. 127.0.0.1 or 10.0.0.0/8), or TRUST_PROXY=none when clients connect directly. X-Forwarded-For is believed only from those, and rate limits and the invite checks count the client address it gives.',
    );
  if (!config.publicUrl)
    refusals.push(
      'The live site needs PUBLIC_URL (e.g. https://m.example.com): absolute URLs (links, QR codes, pages) must not be built from the Host header a client sends.',
    );
  if (config.opsToken && config.opsToken.length < MIN_OPS_TOKEN_LENGTH)
    refusals.push(`OPS_TOKEN is too short: use at least ${MIN_OPS_TOKEN_LENGTH} random characters.`);
  refusals.push(...rootTokenRefusals(config, now));
  if (config.secondApprovalAbove === null)
    refusals.push(
      'OPS_SECOND_APPROVAL_ABOVE=off is demo-only: the live site holds large credits, debits and approvals for a second operator (set an amount in yuan; unset = 5000).',
    );
  return refusals;
}

/**
 * After the database is open: the live site needs operator credentials, the root OPS_TOKEN or at
 * least one named operator (no token is generated into DATA_DIR on the live site).
 */
export function operatorRefusal(config: Config, liveOperators: number): string | null {
  if (config.siteMode === 'demo' || config.opsToken || liveOperators > 0) return null;
  return `The live site needs operator credentials: set OPS_TOKEN (at least ${MIN_OPS_TOKEN_LENGTH} random characters, with OPS_TOKEN_EXPIRES), or add named operators (npm run ops -- operator add <name> --role admin) while it is set; an expired operator token does not count.`;
}

/** The start-up line that says which site this is. */
export function modeLine(config: Config): string {
  return config.siteMode === 'demo'
    ? '演示站 DEMO MODE: demo data, sandbox payments and venues, trial accounts; no real money. Set NODE_ENV=production (or SITE_MODE=live) for the live site.'
    : 'LIVE MODE: no demo data, no sandbox pages.';
}

/** A second start-up line when /api/* speaks the legacy dialect (a test double). */
export function dialectLine(config: Config): string | null {
  return config.apiDialect === 'legacy'
    ? 'API_DIALECT=legacy: /api/* behaves as the legacy servers (test double, docs/API.md#legacy-dialect).'
    : null;
}
