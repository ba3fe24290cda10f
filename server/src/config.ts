/**
 * Runtime configuration, read once from the environment through a schema (config/env-schema.ts)
 * and the readers of what a schema cannot say (config/parsers.ts, config/addresses.ts).
 * Everything has a safe default so `npm start` works on a bare machine.
 */
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addressRanges, origin, origins, proxies } from './config/addresses.ts';
import { DEFAULT_NEW_DESTINATION_HOLD_HOURS } from './config/defaults.ts';
import { readEnv, type Env, type EnvValues } from './config/env-schema.ts';
import { dir, expiry, flag, threshold } from './config/parsers.ts';
import type { Config, SiteMode } from './config/types.ts';

export * from './config/defaults.ts';
export type * from './config/types.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
/** Compiled by `npm run build` (scripts/build.mjs), this file runs as server/dist/server/src/config.js. */
const COMPILED = basename(resolve(HERE, '../..')) === 'dist' && basename(resolve(HERE, '../../..')) === 'server';
/** The repository root: server/src/config.ts → ../.. (compiled: ../../../..). */
export const REPO_ROOT = resolve(HERE, COMPILED ? '../../../..' : '../..');
/** The server package root (server/). */
export const SERVER_ROOT = resolve(REPO_ROOT, 'server');
/** The server's own files: demo art, support pages, the public client's pictures. */
export const ASSETS_DIR = resolve(SERVER_ROOT, 'assets');
/** Their encodings, made by `npm run build -w server` (plugins/external/prebuilt-encodings.ts). */
export const ENCODED_ASSETS_DIR = resolve(SERVER_ROOT, 'dist', 'assets-encoded');

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
    encodedAssetsDir: ENCODED_ASSETS_DIR,
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
