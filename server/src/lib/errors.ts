import { CODE_INVALID, COMMON_MESSAGES } from '../../../contract/common/rules.ts';

/**
 * A refusal with a wire code (docs/API.md#error-codes). Domain code throws it; the envelope plugin turns it into
 * `{code, message[, data]}`. Business refusals travel as HTTP 200 (the legacy clients only read
 * the body code); `status` overrides that for the few answers that are real HTTP errors.
 */
export class BizError extends Error {
  readonly code: number;
  readonly status: number;
  /** undefined → no `data` key (validation 1000 and 401 carry none on the wire). */
  readonly data: unknown;

  constructor(code: number, message: string, options: { status?: number; data?: unknown } = {}) {
    super(message);
    this.name = 'BizError';
    this.code = code;
    this.status = options.status ?? 200;
    this.data = options.data;
  }
}

/** Validation failure: code 1000, Chinese message, no data key. */
export function invalid(message: string): BizError {
  return new BizError(CODE_INVALID, message);
}

/** A business refusal as the legacy `returnMsg($code, [], $message)` sends it: data is []. */
export function refuse(code: number, message: string): BizError {
  return new BizError(code, message, { data: [] });
}

/**
 * Operator refusals (/admin, contract/ops): real HTTP statuses in the house envelope, Chinese
 * messages — a domain rule (400), not this operator's to do (403), no such row (404), a state
 * that forbids the change (409).
 */
export const refused = (message: string) => new BizError(400, message, { status: 400 });
export const notFound = (message: string) => new BizError(404, message, { status: 404 });
export const conflict = (message: string) => new BizError(409, message, { status: 409 });
/** The operator may not do this (a role's limit, a self-approval): 403. */
export const forbidden = (message: string) => new BizError(403, message, { status: 403 });

export const UNAUTHENTICATED_MESSAGE = COMMON_MESSAGES.unauthenticated;
export const DISABLED_MESSAGE = COMMON_MESSAGES.disabled;
export const TOO_MANY_MESSAGE = COMMON_MESSAGES.tooMany;
/** The contract's busy answer (load shedding, a full hashing queue): HTTP 200, code 503. */
export const BUSY_MESSAGE = COMMON_MESSAGES.busy;

export function unauthenticated(): BizError {
  return new BizError(401, UNAUTHENTICATED_MESSAGE);
}

export function tooMany(): BizError {
  return new BizError(429, TOO_MANY_MESSAGE);
}

export function busy(): BizError {
  return new BizError(503, BUSY_MESSAGE);
}

export type LedgerErrorReason = 'INSUFFICIENT_FUNDS' | 'UNBALANCED' | 'INVALID' | 'UNKNOWN_ACCOUNT';

/**
 * A movement the ledger refuses. Only INSUFFICIENT_FUNDS is a player's refusal (code 210);
 * the other reasons are programming errors and stay server errors.
 */
export class LedgerError extends Error {
  constructor(
    readonly reason: LedgerErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** PostgreSQL SQLSTATE of a driver error (pg and PGlite both expose `.code`). */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * SQLSTATE class 22 (data exception: a value out of range, bad encoding, a NUL in text): input
 * that slipped past a route's checks. It is a refused input, not a server fault.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}
