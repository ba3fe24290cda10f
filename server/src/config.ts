/**
 * Runtime configuration, read once from the environment.
 * Everything has a safe default so `npm start` works on a bare machine.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
};

/** A room page or two on a few devices: far fewer than this. */
export const DEFAULT_CHAT_SOCKETS_PER_MEMBER = 5;

/** A person chatting fast sends about one message a second; bet notices count too. */
export const DEFAULT_CHAT_MESSAGES_PER_10S = 10;

type Env = Record<string, string | undefined>;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.trim().toLowerCase());
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** Zero would end every session at once (or allow none), so these must be at least 1. */
function positive(value: string | undefined, fallback: number, name: string): number {
  const n = int(value, fallback, name);
  if (n < 1) throw new Error(`${name} must be at least 1, got "${value}"`);
  return n;
}

/** A round needs time to open, close (a third of it at most) and draw: 3 seconds at least. */
function roundSeconds(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 3 || n > 86_400)
    throw new Error(`ROUND_SECONDS must be a whole number of seconds from 3 to 86400, got "${value}"`);
  return n;
}

/** TRUST_PROXY: a list of addresses; the old on/off form is refused with the way to write it. */
function proxies(value: string | undefined): string[] {
  const text = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'off', 'no'].includes(text)) return [];
  if (['1', 'true', 'on', 'yes'].includes(text))
    throw new Error(
      `TRUST_PROXY takes the addresses of your proxies (e.g. "127.0.0.1" or "10.0.0.0/8,172.16.0.1"), not "${value}": trusting every hop lets anyone claim any address`,
    );
  return list(value);
}

/** PUBLIC_URL must be an http(s) origin (no path): absolute URLs are built on it. */
function origin(value: string | undefined): string | null {
  const url = text(value);
  if (url === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`PUBLIC_URL must be an origin like https://m.example.com, got "${value}"`);
  }
  if (!/^https?:$/.test(parsed.protocol) || (parsed.pathname !== '/' && parsed.pathname !== ''))
    throw new Error(`PUBLIC_URL must be an origin like https://m.example.com, got "${value}"`);
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

function text(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

/** Relative paths are relative to where the command was typed (npm sets INIT_CWD), not server/. */
function dir(value: string | null, fallback: string, env: Env): string {
  return value === null ? fallback : resolve(env.INIT_CWD ?? process.cwd(), value);
}

/** NODE_ENV=production or SITE_MODE=live is the live site; anything else the demo. */
export function siteModeOf(env: Env): SiteMode {
  if (text(env.NODE_ENV) === 'production') return 'live';
  const mode = text(env.SITE_MODE)?.toLowerCase() ?? 'demo';
  if (mode !== 'demo' && mode !== 'live') throw new Error(`SITE_MODE must be "demo" or "live", got "${env.SITE_MODE}"`);
  return mode;
}

/** API_DIALECT: reference (the default) or legacy; anything else is an error, never a silent default. */
export function apiDialectOf(env: Env): ApiDialect {
  const dialect = text(env.API_DIALECT)?.toLowerCase() ?? 'reference';
  if (dialect !== 'reference' && dialect !== 'legacy')
    throw new Error(`API_DIALECT must be "reference" or "legacy", got "${env.API_DIALECT}"`);
  return dialect;
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = dir(text(env.DATA_DIR), resolve(REPO_ROOT, 'data'), env);
  const siteMode = siteModeOf(env);
  const demo = siteMode === 'demo';
  const apiDialect = apiDialectOf(env);
  return {
    siteMode,
    apiDialect,
    allowEmbeddedDb: flag(env.ALLOW_EMBEDDED_DB, false),
    serverSecret: text(env.SERVER_SECRET),
    port: int(env.PORT, 3000, 'PORT'),
    host: text(env.HOST) ?? '0.0.0.0',
    databaseUrl: text(env.DATABASE_URL),
    dataDir,
    staticDir: dir(text(env.STATIC_DIR), resolve(REPO_ROOT, 'out'), env),
    opsToken: text(env.OPS_TOKEN),
    trialEnabled: flag(env.TRIAL_ENABLED, demo),
    // The legacy servers pay through their own providers: the double hands out no sandbox payment link.
    sandboxPayments: demo && apiDialect === 'reference' && flag(env.SANDBOX_PAYMENTS, true),
    demoPassword: text(env.DEMO_PASSWORD) ?? 'demo123456',
    agentLoginUrl: text(env.AGENT_LOGIN_URL),
    publicUrl: origin(env.PUBLIC_URL),
    trustProxy: proxies(env.TRUST_PROXY),
    allowedOrigins: origins(env.ALLOWED_ORIGINS),
    logLevel: text(env.LOG_LEVEL) ?? 'info',
    roundSeconds: roundSeconds(env.ROUND_SECONDS),
    lotteryScheduler: flag(env.LOTTERY_SCHEDULER, true),
    chatMessagesPer10s: int(env.CHAT_RATE_PER_10S, DEFAULT_CHAT_MESSAGES_PER_10S, 'CHAT_RATE_PER_10S'),
    chatSocketsPerMember: int(env.CHAT_SOCKETS_PER_MEMBER, DEFAULT_CHAT_SOCKETS_PER_MEMBER, 'CHAT_SOCKETS_PER_MEMBER'),
    load: {
      dbPoolMax: positive(env.DB_POOL_MAX, DEFAULT_LOAD.dbPoolMax, 'DB_POOL_MAX'),
      statementTimeoutMs: int(env.DB_STATEMENT_TIMEOUT_MS, DEFAULT_LOAD.statementTimeoutMs, 'DB_STATEMENT_TIMEOUT_MS'),
      requestTimeoutMs: positive(env.REQUEST_TIMEOUT_MS, DEFAULT_LOAD.requestTimeoutMs, 'REQUEST_TIMEOUT_MS'),
      maxEventLoopDelayMs: int(
        env.MAX_EVENT_LOOP_DELAY_MS,
        DEFAULT_LOAD.maxEventLoopDelayMs,
        'MAX_EVENT_LOOP_DELAY_MS',
      ),
    },
    sessions: {
      idleDays: positive(env.SESSION_IDLE_DAYS, DEFAULT_SESSIONS.idleDays, 'SESSION_IDLE_DAYS'),
      maxDays: positive(env.SESSION_MAX_DAYS, DEFAULT_SESSIONS.maxDays, 'SESSION_MAX_DAYS'),
      maxTokens: positive(env.SESSION_MAX_TOKENS, DEFAULT_SESSIONS.maxTokens, 'SESSION_MAX_TOKENS'),
    },
    limits: {
      loginPerIpPerMinute: int(env.LOGIN_RATE_PER_MIN, DEFAULT_LIMITS.loginPerIpPerMinute, 'LOGIN_RATE_PER_MIN'),
      registerPerIpPerMinute: int(
        env.REGISTER_RATE_PER_MIN,
        DEFAULT_LIMITS.registerPerIpPerMinute,
        'REGISTER_RATE_PER_MIN',
      ),
      trialPerIpPerHour: int(env.TRIAL_RATE_PER_HOUR, DEFAULT_LIMITS.trialPerIpPerHour, 'TRIAL_RATE_PER_HOUR'),
      failedLoginsPerNamePer5Minutes: int(
        env.LOGIN_FAIL_LIMIT,
        DEFAULT_LIMITS.failedLoginsPerNamePer5Minutes,
        'LOGIN_FAIL_LIMIT',
      ),
    },
  };
}
