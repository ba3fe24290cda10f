/** The shape of the server's configuration (../config.ts reads it from the environment). */
import type { ProtectionSwitches } from '../domain/protection/switches.ts';

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
  /** The build's encodings of the server's assets (may not exist: they are then made at runtime). */
  encodedAssetsDir: string;
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
  /** CHAT_SOCKETS_PER_MEMBER: open chat sockets per member per process (0 = off, with the per-room cap: load tests only). */
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

/** How long member tokens live and how many one member may hold. */
export interface SessionPolicy {
  /** SESSION_IDLE_DAYS: a token unused this long is refused. */
  idleDays: number;
  /** SESSION_MAX_DAYS: a token older than this is refused however busy it is. */
  maxDays: number;
  /** SESSION_MAX_TOKENS: live tokens per member; a login beyond this revokes the oldest. */
  maxTokens: number;
}
