/**
 * Runtime configuration, read once from the environment through a schema (env-schema + TypeBox).
 * Everything has a safe default so `npm start` works on a bare machine.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import envSchema from 'env-schema';
import { Type, type Static } from 'typebox';

/** The repository root: server/src/config.ts → ../.. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
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
  trialEnabled: boolean;
  /** Demo mode only: QR deposits get a sandbox payment page (/sandbox/pay/<deposit_no>). */
  sandboxPayments: boolean;
  demoPassword: string;
  /** Where /api/getAgentLoginUrl points; null means our own placeholder page. */
  agentLoginUrl: string | null;
  /** Public origin for absolute URLs (e.g. https://m.example.com); null: from each request. */
  publicUrl: string | null;
  /**
   * TRUST_PROXY: the addresses (or CIDR ranges) of your own proxies, whose X-Forwarded-* headers
   * are believed; empty = none. Never "every hop": anyone could then claim any address.
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
}

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
};

/** A room page or two on a few devices: far fewer than this. */
export const DEFAULT_CHAT_SOCKETS_PER_MEMBER = 5;

/** A household, an office or a carrier's shared address: many players, but not a room's worth. */
export const DEFAULT_CHAT_SOCKETS_PER_ADDRESS = 50;

/** A person chatting fast sends about one message a second; bet notices count too. */
export const DEFAULT_CHAT_MESSAGES_PER_10S = 10;

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
  TRIAL_ENABLED: optionalFlag,
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

/** TRUST_PROXY: a list of addresses; the old on/off form is refused with the way to write it. */
function proxies(value: string | undefined): string[] {
  const text = (value ?? '').toLowerCase();
  if (['', '0', 'false', 'off', 'no'].includes(text)) return [];
  if (['1', 'true', 'on', 'yes'].includes(text))
    throw new Error(
      `TRUST_PROXY takes the addresses of your proxies (e.g. "127.0.0.1" or "10.0.0.0/8,172.16.0.1"), not "${value}": trusting every hop lets anyone claim any address`,
    );
  return list(value);
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
    trialEnabled: flag(values.TRIAL_ENABLED, demo),
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
    },
  };
}
