/**
 * Runtime configuration, read once from the environment through a schema (env-schema + TypeBox).
 * Everything has a safe default so `npm start` works on a bare machine.
 */
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import envSchema from 'env-schema';
import { Type, type Static } from 'typebox';
import { parseAmount } from './lib/money.ts';
import { allowList } from './lib/address-ranges.ts';
import { isProxyEntry } from './lib/trusted-proxies.ts';
import type { ProtectionSwitches } from './domain/protection/switches.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
/** Compiled by `npm run build` (scripts/build.mjs), this file runs as server/dist/server/src/config.js. */
const COMPILED = basename(resolve(HERE, '../..')) === 'dist' && basename(resolve(HERE, '../../..')) === 'server';
/** The repository root: server/src/config.ts → ../.. (compiled: ../../../..). */
export const REPO_ROOT = resolve(HERE, COMPILED ? '../../../..' : '../..');
/** The server package root (server/). */
export const SERVER_ROOT = resolve(REPO_ROOT, 'server');

export interface RateLimits {
  /** Login attempts (login_pc and login together) per IP per minute. */
  loginPerIpPerMinute: number;
  /** Registrations per IP per minute. */
  registerPerIpPerMinute: number;
  /** Trial accounts per IP per hour: each one moves play money out of the house bankroll. */
  trialPerIpPerHour: number;
  /** Failed logins per user name within five minutes before that name is locked out. */
  failedLoginsPerNamePer5Minutes: number;
  /** Failed logins per client address (an IPv6 /64) per hour over every name. */
  failedLoginsPerAddressPerHour: number;
  /** PAY_CHECK_LIMIT: pay-password checks per member per 10 minutes, right or wrong (each costs a scrypt). */
  payChecksPer10Minutes: number;
}

/** demo: `npm start`'s site (embedded database, demo data, sandbox pages); live: real money. */
export type SiteMode = 'demo' | 'live';

/** reference: our own contract; legacy: a test double of the operators' existing servers (docs/API.md#legacy-dialect). */
export type ApiDialect = 'reference' | 'legacy';

export interface Config {
  /** SITE_MODE (demo | live); NODE_ENV=production means live. */
  siteMode: SiteMode;
  /** API_DIALECT (reference | legacy): which servers' wire behaviour /api/* has. */
  apiDialect: ApiDialect;
  /** ALLOW_EMBEDDED_DB=1: the live site may run on PGlite (which runs with fsync off). */
  allowEmbeddedDb: boolean;
  /** SERVER_SECRET: keys the server's HMACs (idempotency fingerprints, sandbox links); null = DATA_DIR/server-secret. */
  serverSecret: string | null;
  port: number;
  host: string;
  /** PostgreSQL URL; when null the embedded PGlite database is used. */
  databaseUrl: string | null;
  /** Where PGlite files and the generated ops token live. */
  dataDir: string;
  /** The Next static export to serve (may not exist: the API still works). */
  staticDir: string;
  /** Operator token from the environment; null means "read or create DATA_DIR/ops-token". */
  opsToken: string | null;
  /** OPS_TOKEN_EXPIRES: when the root OPS_TOKEN stops working (required with OPS_TOKEN on the live site). */
  opsTokenExpires: Date | null;
  /** OPS_TOKEN_DAYS: a named operator's token works this many days after it is issued or rotated. */
  operatorTokenDays: number;
  /**
   * OPS_SECOND_APPROVAL_ABOVE (yuan): credits, debits and deposit and withdrawal approvals above this
   * wait for a second operator; null = never (the demo's default; refused on the live site).
   */
  secondApprovalAbove: bigint | null;
  /** ADMIN_PORT: /admin is served only on this port (404 on PORT); null = on PORT. */
  adminPort: number | null;
  /** ADMIN_ALLOW_FROM: the addresses or CIDR ranges /admin answers; empty = any. */
  adminAllowFrom: string[];
  trialEnabled: boolean;
  /**
   * PROTECTION_LIMITS: deposit, loss and stake limits; PROTECTION_EXCLUSION: time-outs and
   * self-exclusions (the member's and the operators'); PROTECTION_REALITY_CHECK: the session
   * summary. Each is announced as an extension only when on.
   */
  protection: ProtectionSwitches;
  /** Demo mode only: QR deposits get a sandbox payment page (/sandbox/pay/<deposit_no>). */
  sandboxPayments: boolean;
  demoPassword: string;
  /** Where /api/getAgentLoginUrl points; null means our own placeholder page. */
  agentLoginUrl: string | null;
  /** Public origin for absolute URLs (e.g. https://m.example.com); null: from each request. */
  publicUrl: string | null;
  /**
   * TRUST_PROXY: the addresses (or CIDR ranges) of your own proxies, whose X-Forwarded-* headers
   * are believed; empty = none (`none`: the live site needs it said). Never "every hop": anyone
   * could then claim any address.
   */
  trustProxy: string[];
  /**
   * ALLOWED_ORIGINS: other origins hosting a front end of this server (a CDN, the operator's own
   * site): their pages may open the chat socket and frame the customer-service pages (/support/).
   */
  allowedOrigins: string[];
  logLevel: string;
  limits: RateLimits;
  /** ROUND_SECONDS: every lottery's round length in seconds (demos, tests); null = each lottery's own. */
  roundSeconds: number | null;
  /** Run the lottery rounds in this process (leader only); off = rounds move only through app.lottery.tick(). */
  lotteryScheduler: boolean;
  /** Chat messages per user per 10 seconds on the room socket, over every process (0 = off: load tests only). */
  chatMessagesPer10s: number;
  /** CHAT_SOCKETS_PER_MEMBER: open chat sockets per member per process (0 = off: load tests only). */
  chatSocketsPerMember: number;
  /** CHAT_SOCKETS_PER_ADDRESS: open chat sockets per client address (an IPv6 /64) per process (0 = off: load tests only). */
  chatSocketsPerAddress: number;
  sessions: SessionPolicy;
  load: LoadLimits;
  /**
   * WITHDRAW_NEW_DESTINATION_HOLD_HOURS: a newly bound card or USDT address receives no withdrawal
   * for this many hours (0 = off). 24 on the live site, 0 on the demo.
   */
  newDestinationHoldHours: number;
  /**
   * PROTECTION_LIMITS: the members' deposit, loss and stake limits (their calls, the extension and
   * the checks on deposits, venue transfers and bets). On unless `0`, `false`, `off` or `no`.
   */
}

/** Hours a new withdrawal destination cools off on the live site unless the operator sets otherwise. */
export const DEFAULT_NEW_DESTINATION_HOLD_HOURS = 24;

/** Timeouts and load shedding: a slow database or a flood must degrade, not pile up. */
export interface LoadLimits {
  /** DB_POOL_MAX: PostgreSQL connections per process. */
  dbPoolMax: number;
  /** DB_STATEMENT_TIMEOUT_MS: the longest statement (PostgreSQL). */
  statementTimeoutMs: number;
  /** REQUEST_TIMEOUT_MS: a request must arrive whole within this. */
  requestTimeoutMs: number;
  /** MAX_EVENT_LOOP_DELAY_MS: above this the server answers 服务器繁忙 instead of queueing (0 = off). */
  maxEventLoopDelayMs: number;
}

export const DEFAULT_LOAD: LoadLimits = {
  dbPoolMax: 10,
  statementTimeoutMs: 15_000,
  requestTimeoutMs: 30_000,
  maxEventLoopDelayMs: 1_000,
};

/** How long member tokens live and how many one member may hold. */
export interface SessionPolicy {
  /** SESSION_IDLE_DAYS: a token unused this long is refused. */
  idleDays: number;
  /** SESSION_MAX_DAYS: a token older than this is refused however busy it is. */
  maxDays: number;
  /** SESSION_MAX_TOKENS: live tokens per member; a login beyond this revokes the oldest. */
  maxTokens: number;
}

export const DEFAULT_SESSIONS: SessionPolicy = { idleDays: 7, maxDays: 30, maxTokens: 5 };

export const DEFAULT_LIMITS: RateLimits = {
  loginPerIpPerMinute: 10,
  registerPerIpPerMinute: 10,
  trialPerIpPerHour: 20,
  failedLoginsPerNamePer5Minutes: 5,
  failedLoginsPerAddressPerHour: 30,
  payChecksPer10Minutes: 10,
};

/** A room page or two on a few devices: far fewer than this. */
export const DEFAULT_CHAT_SOCKETS_PER_MEMBER = 5;

/** A household, an office or a carrier's shared address: many players, but not a room's worth. */
export const DEFAULT_CHAT_SOCKETS_PER_ADDRESS = 50;

/** A person chatting fast sends about one message a second; bet notices count too. */
export const DEFAULT_CHAT_MESSAGES_PER_10S = 10;

/** Days a named operator's token works after it is issued or rotated. */
export const DEFAULT_OPERATOR_TOKEN_DAYS = 90;

/** The live site's four-eyes threshold unless OPS_SECOND_APPROVAL_ABOVE says otherwise: 5000 yuan. */
export const DEFAULT_SECOND_APPROVAL_ABOVE = 500_000n;

/** The environment as given: every value a string, or unset. */
type Env = Record<string, string | undefined>;

/** A count or a length in ms; `0` turns a limit off. The description is what a refusal tells the operator. */
const count = (fallback: number) =>
  Type.Integer({ minimum: 0, default: fallback, description: 'a non-negative integer' });

/** Zero would end every session at once (or allow none), so these must be at least 1. */
const atLeastOne = (fallback: number) =>
  Type.Integer({ minimum: 1, default: fallback, description: 'a whole number of at least 1' });

/** A free-text value (a URL, a path, a token); unset when missing or blank. */
const optionalText = Type.Optional(Type.String());

/** On unless `0`, `false`, `off` or `no` (any case); the default is decided below (TRIAL_ENABLED's by the site mode). */
const optionalFlag = Type.Optional(Type.String({ description: 'on unless 0, false, off or no' }));

/**
 * Every variable the server reads, with its type, range and default: values are trimmed and a blank
 * one counts as unset before this schema sees them. What a schema cannot say (NODE_ENV overriding
 * SITE_MODE, the URL and address lists, relative paths) is read by the small functions after it.
 */
const ENV_SCHEMA = Type.Object({
  NODE_ENV: optionalText,
  SITE_MODE: Type.Optional(Type.String({ description: '"demo" or "live"' })),
  API_DIALECT: Type.Union([Type.Literal('reference'), Type.Literal('legacy')], {
    default: 'reference',
    description: '"reference" or "legacy"',
  }),
  ALLOW_EMBEDDED_DB: optionalFlag,
  SERVER_SECRET: optionalText,
  PORT: count(3000),
  HOST: Type.String({ default: '0.0.0.0' }),
  DATABASE_URL: optionalText,
  DATA_DIR: optionalText,
  STATIC_DIR: optionalText,
  /** Where npm was started: relative DATA_DIR and STATIC_DIR are resolved against it. */
  INIT_CWD: optionalText,
  OPS_TOKEN: optionalText,
  OPS_TOKEN_EXPIRES: optionalText,
  OPS_TOKEN_DAYS: Type.Integer({
    minimum: 1,
    maximum: 366,
    default: DEFAULT_OPERATOR_TOKEN_DAYS,
    description: 'a whole number of days from 1 to 366',
  }),
  OPS_SECOND_APPROVAL_ABOVE: optionalText,
  ADMIN_PORT: Type.Optional(Type.Integer({ minimum: 1, maximum: 65_535, description: 'a port from 1 to 65535' })),
  ADMIN_ALLOW_FROM: optionalText,
  TRIAL_ENABLED: optionalFlag,
  PROTECTION_EXCLUSION: optionalFlag,
  PROTECTION_REALITY_CHECK: optionalFlag,
  SANDBOX_PAYMENTS: optionalFlag,
  DEMO_PASSWORD: Type.String({ default: 'demo123456' }),
  AGENT_LOGIN_URL: optionalText,
  PUBLIC_URL: optionalText,
  TRUST_PROXY: optionalText,
  ALLOWED_ORIGINS: optionalText,
  LOG_LEVEL: Type.String({ default: 'info' }),
  /** A round needs time to open, close (a third of it at most) and draw: 3 seconds at least. */
  ROUND_SECONDS: Type.Optional(
    Type.Integer({ minimum: 3, maximum: 86_400, description: 'a whole number of seconds from 3 to 86400' }),
  ),
  LOTTERY_SCHEDULER: optionalFlag,
  CHAT_RATE_PER_10S: count(DEFAULT_CHAT_MESSAGES_PER_10S),
  CHAT_SOCKETS_PER_MEMBER: count(DEFAULT_CHAT_SOCKETS_PER_MEMBER),
  CHAT_SOCKETS_PER_ADDRESS: count(DEFAULT_CHAT_SOCKETS_PER_ADDRESS),
  DB_POOL_MAX: atLeastOne(DEFAULT_LOAD.dbPoolMax),
  DB_STATEMENT_TIMEOUT_MS: count(DEFAULT_LOAD.statementTimeoutMs),
  REQUEST_TIMEOUT_MS: atLeastOne(DEFAULT_LOAD.requestTimeoutMs),
  MAX_EVENT_LOOP_DELAY_MS: count(DEFAULT_LOAD.maxEventLoopDelayMs),
  SESSION_IDLE_DAYS: atLeastOne(DEFAULT_SESSIONS.idleDays),
  SESSION_MAX_DAYS: atLeastOne(DEFAULT_SESSIONS.maxDays),
  SESSION_MAX_TOKENS: atLeastOne(DEFAULT_SESSIONS.maxTokens),
  LOGIN_RATE_PER_MIN: count(DEFAULT_LIMITS.loginPerIpPerMinute),
  REGISTER_RATE_PER_MIN: count(DEFAULT_LIMITS.registerPerIpPerMinute),
  TRIAL_RATE_PER_HOUR: count(DEFAULT_LIMITS.trialPerIpPerHour),
  LOGIN_FAIL_LIMIT: count(DEFAULT_LIMITS.failedLoginsPerNamePer5Minutes),
  LOGIN_ADDRESS_FAIL_LIMIT: count(DEFAULT_LIMITS.failedLoginsPerAddressPerHour),
  /** Up to 30 days: a longer hold is a closed account, which is the operator's own decision. */
  WITHDRAW_NEW_DESTINATION_HOLD_HOURS: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 720, description: 'a whole number of hours from 0 to 720' }),
  ),
  PAY_CHECK_LIMIT: count(DEFAULT_LIMITS.payChecksPer10Minutes),
  PROTECTION_LIMITS: optionalFlag,
});

type EnvValues = Static<typeof ENV_SCHEMA>;

/** Values compared without regard to case. */
const CASELESS = new Set(['SITE_MODE', 'API_DIALECT']);

/** Trimmed values, blanks dropped (a blank variable means its default), keywords in lower case. */
function normalised(env: Env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const trimmed = value?.trim();
    if (!trimmed) continue;
    out[name] = CASELESS.has(name) ? trimmed.toLowerCase() : trimmed;
  }
  return out;
}

/** The schema step: typed values with defaults, or one error naming every refused variable and its value. */
function readEnv(env: Env): EnvValues {
  try {
    return envSchema<EnvValues>({ schema: ENV_SCHEMA, data: normalised(env), env: false });
  } catch (error) {
    const refused = (error as { errors?: { instancePath: string }[] }).errors;
    if (!Array.isArray(refused)) throw error;
    const names = [...new Set(refused.map((e) => e.instancePath.replace(/^\//, '')))];
    const properties = ENV_SCHEMA.properties as Record<string, { description?: string }>;
    throw new Error(
      names.map((name) => `${name} must be ${properties[name]?.description ?? 'valid'}, got "${env[name]}"`).join('; '),
    );
  }
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

/**
 * TRUST_PROXY: a list of addresses or CIDR ranges, or `none` (clients connect directly); the old
 * on/off form is refused with the way to write it, and so is anything that is not an address.
 */
function proxies(value: string | undefined): string[] {
  const text = (value ?? '').toLowerCase();
  if (['', 'none', '0', 'false', 'off', 'no'].includes(text)) return [];
  if (['1', 'true', 'on', 'yes'].includes(text))
    throw new Error(
      `TRUST_PROXY takes the addresses of your proxies (e.g. "127.0.0.1" or "10.0.0.0/8,172.16.0.1"), not "${value}": trusting every hop lets anyone claim any address`,
    );
  const entries = list(value);
  for (const entry of entries)
    if (!isProxyEntry(entry))
      throw new Error(
        `TRUST_PROXY takes the addresses or CIDR ranges of your proxies (e.g. "127.0.0.1" or "10.0.0.0/8,172.16.0.1"), or none, not "${entry}"`,
      );
  return entries;
}

/** PUBLIC_URL must be an http(s) origin (no path): absolute URLs are built on it. */
function origin(value: string | undefined, raw: string | undefined): string | null {
  if (value === undefined) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an origin like https://m.example.com, got "${raw}"`);
  }
  if (!/^https?:$/.test(parsed.protocol) || (parsed.pathname !== '/' && parsed.pathname !== ''))
    throw new Error(`PUBLIC_URL must be an origin like https://m.example.com, got "${raw}"`);
  return parsed.origin;
}

/** A host name or a bracketed IPv6 address: nothing that could end or extend a CSP source. */
const PLAIN_HOST = /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/;

/**
 * ALLOWED_ORIGINS: http(s) origins only, in their serialised form (what browsers send as Origin).
 * They are written into frame-ancestors, so `*`, wildcards, paths and stray characters are refused.
 */
function origins(value: string | undefined): string[] {
  return list(value).map((item) => {
    let parsed: URL | null;
    try {
      parsed = new URL(item);
    } catch {
      parsed = null;
    }
    if (
      parsed === null ||
      !/^https?:$/.test(parsed.protocol) ||
      !PLAIN_HOST.test(parsed.hostname) ||
      parsed.pathname !== '/' ||
      parsed.search !== '' ||
      parsed.hash !== '' ||
      parsed.username !== '' ||
      parsed.password !== ''
    )
      throw new Error(
        `ALLOWED_ORIGINS takes comma-separated origins like https://m.example.com (no "*", no path), got "${item}"`,
      );
    return parsed.origin;
  });
}

/** A comma-separated list; blanks dropped. */
function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter((item) => item.length > 0);
}

/** OPS_TOKEN_EXPIRES: a date (YYYY-MM-DD, midnight UTC) or an ISO 8601 time with its zone. */
function expiry(value: string | undefined): Date | null {
  if (value === undefined) return null;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  const date = new Date(time);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(time) || Number.isNaN(date.getTime()))
    throw new Error(`OPS_TOKEN_EXPIRES must be a date like 2025-09-30 or 2025-09-30T18:00:00+08:00, got "${value}"`);
  return date;
}

/** OPS_SECOND_APPROVAL_ABOVE: yuan (at most two decimals) or `off`; unset = 5000 live, off on the demo. */
function threshold(value: string | undefined, demo: boolean): bigint | null {
  if (value === undefined) return demo ? null : DEFAULT_SECOND_APPROVAL_ABOVE;
  if (value.toLowerCase() === 'off') return null;
  const cents = parseAmount(value);
  if (cents === null)
    throw new Error(`OPS_SECOND_APPROVAL_ABOVE must be yuan like 5000 or 5000.00 (or off), got "${value}"`);
  return cents;
}

/** ADMIN_ALLOW_FROM: addresses or CIDR ranges (IPv4 or IPv6), each checked now rather than at a call. */
function addressRanges(value: string | undefined): string[] {
  const ranges = list(value);
  for (const range of ranges) {
    try {
      allowList([range]);
    } catch {
      throw new Error(`ADMIN_ALLOW_FROM takes addresses or CIDR ranges like 10.0.0.0/8,::1, got "${range}"`);
    }
  }
  return ranges;
}

/** Relative paths are relative to where the command was typed (npm sets INIT_CWD), not server/. */
function dir(value: string | undefined, fallback: string, initCwd: string | undefined): string {
  return value === undefined ? fallback : resolve(initCwd ?? process.cwd(), value);
}

/**
 * NODE_ENV=production or SITE_MODE=live is the live site. Without either, a start on PostgreSQL
 * (DATABASE_URL) is the live site too: the demo seeds its member, receiving accounts and sandbox
 * channels into that database only when SITE_MODE=demo says so. Otherwise (PGlite) the demo.
 */
function siteModeOf(values: EnvValues, env: Env): SiteMode {
  if (values.NODE_ENV === 'production') return 'live';
  const mode = values.SITE_MODE ?? (values.DATABASE_URL ? 'live' : 'demo');
  if (mode !== 'demo' && mode !== 'live') throw new Error(`SITE_MODE must be "demo" or "live", got "${env.SITE_MODE}"`);
  return mode;
}

export function loadConfig(env: Env = process.env): Config {
  const values = readEnv(env);
  const siteMode = siteModeOf(values, env);
  const demo = siteMode === 'demo';
  const apiDialect = values.API_DIALECT;
  return {
    siteMode,
    apiDialect,
    allowEmbeddedDb: flag(values.ALLOW_EMBEDDED_DB, false),
    serverSecret: values.SERVER_SECRET ?? null,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL ?? null,
    dataDir: dir(values.DATA_DIR, resolve(REPO_ROOT, 'data'), values.INIT_CWD),
    staticDir: dir(values.STATIC_DIR, resolve(REPO_ROOT, 'out'), values.INIT_CWD),
    opsToken: values.OPS_TOKEN ?? null,
    opsTokenExpires: expiry(values.OPS_TOKEN_EXPIRES),
    operatorTokenDays: values.OPS_TOKEN_DAYS,
    secondApprovalAbove: threshold(values.OPS_SECOND_APPROVAL_ABOVE, demo),
    adminPort: values.ADMIN_PORT ?? null,
    adminAllowFrom: addressRanges(values.ADMIN_ALLOW_FROM),
    trialEnabled: flag(values.TRIAL_ENABLED, demo),
    // The legacy double behaves as the legacy servers, which have no player protection.
    protection: {
      limits: apiDialect === 'reference' && flag(values.PROTECTION_LIMITS, true),
      exclusion: apiDialect === 'reference' && flag(values.PROTECTION_EXCLUSION, true),
      realityCheck: apiDialect === 'reference' && flag(values.PROTECTION_REALITY_CHECK, true),
    },
    // The legacy servers pay through their own providers: the double hands out no sandbox payment link.
    sandboxPayments: demo && apiDialect === 'reference' && flag(values.SANDBOX_PAYMENTS, true),
    demoPassword: values.DEMO_PASSWORD,
    agentLoginUrl: values.AGENT_LOGIN_URL ?? null,
    publicUrl: origin(values.PUBLIC_URL, env.PUBLIC_URL),
    trustProxy: proxies(values.TRUST_PROXY),
    allowedOrigins: origins(values.ALLOWED_ORIGINS),
    logLevel: values.LOG_LEVEL,
    roundSeconds: values.ROUND_SECONDS ?? null,
    lotteryScheduler: flag(values.LOTTERY_SCHEDULER, true),
    chatMessagesPer10s: values.CHAT_RATE_PER_10S,
    chatSocketsPerMember: values.CHAT_SOCKETS_PER_MEMBER,
    chatSocketsPerAddress: values.CHAT_SOCKETS_PER_ADDRESS,
    load: {
      dbPoolMax: values.DB_POOL_MAX,
      statementTimeoutMs: values.DB_STATEMENT_TIMEOUT_MS,
      requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
      maxEventLoopDelayMs: values.MAX_EVENT_LOOP_DELAY_MS,
    },
    newDestinationHoldHours:
      values.WITHDRAW_NEW_DESTINATION_HOLD_HOURS ?? (demo ? 0 : DEFAULT_NEW_DESTINATION_HOLD_HOURS),
    sessions: {
      idleDays: values.SESSION_IDLE_DAYS,
      maxDays: values.SESSION_MAX_DAYS,
      maxTokens: values.SESSION_MAX_TOKENS,
    },
    limits: {
      loginPerIpPerMinute: values.LOGIN_RATE_PER_MIN,
      registerPerIpPerMinute: values.REGISTER_RATE_PER_MIN,
      trialPerIpPerHour: values.TRIAL_RATE_PER_HOUR,
      failedLoginsPerNamePer5Minutes: values.LOGIN_FAIL_LIMIT,
      failedLoginsPerAddressPerHour: values.LOGIN_ADDRESS_FAIL_LIMIT,
      payChecksPer10Minutes: values.PAY_CHECK_LIMIT,
    },
  };
}
