/** The values a variable left unset gives (the env schema's defaults, the live site's choices). */
import type { LoadLimits, RateLimits, SessionPolicy } from './types.ts';

/** Hours a new withdrawal destination cools off on the live site unless the operator sets otherwise. */
export const DEFAULT_NEW_DESTINATION_HOLD_HOURS = 24;

export const DEFAULT_LOAD: LoadLimits = {
  dbPoolMax: 10,
  statementTimeoutMs: 15_000,
  requestTimeoutMs: 30_000,
  maxEventLoopDelayMs: 1_000,
};

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
