/**
 * The environment's schema step (env-schema + TypeBox): every variable the server reads, its type,
 * range and default, and one error naming every refused variable and its value.
 */
import envSchema from 'env-schema';
import { Type, type Static } from 'typebox';
import {
  DEFAULT_CHAT_MESSAGES_PER_10S,
  DEFAULT_CHAT_SOCKETS_PER_ADDRESS,
  DEFAULT_CHAT_SOCKETS_PER_MEMBER,
  DEFAULT_LIMITS,
  DEFAULT_LOAD,
  DEFAULT_OPERATOR_TOKEN_DAYS,
  DEFAULT_SESSIONS,
} from './defaults.ts';

/** The environment as given: every value a string, or unset. */
export type Env = Record<string, string | undefined>;

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

export type EnvValues = Static<typeof ENV_SCHEMA>;

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
export function readEnv(env: Env): EnvValues {
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
