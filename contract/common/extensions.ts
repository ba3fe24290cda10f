/**
 * What the reference server offers beyond the platform's existing (legacy) servers.
 *
 * A back end announces its extensions once, in `/api/app`'s `extensions` field: a comma-separated
 * string (settings are strings on the wire), e.g. `"trial,articleList,messageNum"`. A server that
 * sends no such field is a legacy back end and offers none of them, so the PWA falls back to the
 * legacy way or hides the entry (docs/API.md#extensions lists each with its screen and fallback).
 * Plain constants: both programs import them.
 */

export const EXTENSIONS = {
  /** POST /api/trial: a fresh play-money account. Fallback: config.json's shared trial account, else no 免费试玩. */
  trial: 'trial',
  /** POST /api/articleList: the help centre's list. Fallback: POST /api/article per known category. */
  articleList: 'articleList',
  /** POST /api/messageNum: the inbox badge. Fallback: no badge. */
  messageNum: 'messageNum',
  /** POST/GET /api/agentapply: the latest agent application. Fallback: /applyagent always shows the form. */
  agentApply: 'agentapply',
  /** POST /api/feedback: feedback to the operator. Fallback: the feedback entries are hidden. */
  feedback: 'feedback',
  /** /api/inviteinfo, /api/invitestats, /api/invitegifts, /api/invitefriends. Fallback: link, QR and poster from the member id; zero statistics. */
  invite: 'invite',
  /**
   * /api/inviteinfo's `invite_code` and /api/register's `pid` taking it: the invite link, QR code
   * and poster carry the code. Fallback: the member id, as before.
   */
  inviteCode: 'inviteCode',
  /** The Idempotency-Key header on money calls (CORS allows it, a retry replays). Fallback: the header is not sent. */
  idempotency: 'idempotency',
  /** /api/gettransrecord types 5 (gifts) and 6 (rebates). Fallback: those filter options are hidden. */
  giftRecords: 'giftRecords',
  /** /api/transfer takes cents (`"12.50"`). Fallback: whole yuan only; a fraction is refused before sending. */
  decimalTransfer: 'decimalTransfer',
  /** POST /api/downlineTransfer and its records: an agent pays a downline member. Fallback: the 下级转账 tile is hidden. */
  downlineTransfer: 'downlineTransfer',
  /** The server posts a placed order's bet notice to the room itself. Fallback: the client sends `{content, order: 0}` on its socket. */
  betNotice: 'betNotice',
  /**
   * The pay password is never the login password: /api/user's `has_paypassword`, registration
   * without one, the first one set with the login password as the old one. Fallback: the legacy
   * way (registration sends the login password as the pay password; no prompt).
   */
  payPassword: 'payPassword',
  /** The chat socket takes its token in a first `{type: 'auth', token}` frame. Fallback: `_token` in the socket URL. */
  socketAuth: 'socketAuth',
  /**
   * /api/protectionLimits, /api/protectionLimitSet, /api/protectionLimitConfirm: the member's own
   * deposit, net-loss and stake limits, which the server enforces. Fallback: the limits screen is hidden.
   */
  protectionLimits: 'protectionLimits',
  /**
   * /api/protectionStatus, /api/protectionExclusionRequest|Confirm, /api/protectionReopen: time-outs and self-exclusions (two-step), the status read, reopening, and
   * `protection` in the login answer and /api/user. Fallback: the protection screens are hidden.
   */
  protectionExclusion: 'protectionExclusion',
  /** POST /api/protectionSession: the reality check's session summary. Fallback: no reality check. */
  realityCheck: 'realityCheck',
} as const;

export type Extension = (typeof EXTENSIONS)[keyof typeof EXTENSIONS];

/** `/api/app`'s field that carries the list. */
export const EXTENSIONS_FIELD = 'extensions';

/** Every extension the reference server has, in the order it announces them. */
export const ALL_EXTENSIONS: readonly Extension[] = Object.values(EXTENSIONS);

/** Reads the announced list; a missing, empty or malformed field means none (a legacy back end). */
export function parseExtensions(value: unknown): ReadonlySet<Extension> {
  if (typeof value !== 'string' || !value.trim()) return new Set();
  const known = new Set<string>(ALL_EXTENSIONS);
  return new Set(
    value
      .split(',')
      .map((name) => name.trim())
      .filter((name): name is Extension => known.has(name)),
  );
}

/** The `/api/app` value a server announcing these extensions sends. */
export function formatExtensions(list: readonly Extension[]): string {
  return list.join(',');
}
