/**
 * Player-protection limits (our extension `protectionLimits`, docs/API.md#protection-limits):
 * deposit, net-loss and stake limits over rolling 24-hour, 7-day and 30-day windows. A lower limit
 * (or a first one) applies at once; a higher one or a removal waits 24 hours and then needs the
 * player's confirmation. The calls' schemas, shared by both programs; the kinds, periods and
 * messages live in ./rules.ts (no schema library, so the PWA imports them); what the server
 * reads from here is re-exported.
 */
import { Type, type Static } from 'typebox';
import { PlayerInput, rule, Sent, TextField } from '../common/input.ts';
import { Maybe, WireDateTime, WireMoney } from '../common/schemas.ts';
import { LIMIT_AMOUNT_PATTERN, LIMIT_KINDS, LIMIT_MESSAGES, LIMIT_PERIOD_NAMES } from './rules.ts';

export {
  LIMIT_KINDS,
  type LimitKind,
  LIMIT_PERIODS,
  type LimitPeriod,
  LIMIT_PERIOD_NAMES,
  LIMIT_INCREASE_WAIT_HOURS,
  limitName,
  LIMIT_MESSAGES,
  limitPendingMessage,
  limitWaitingMessage,
  limitReachedMessage,
  limitExceededMessage,
} from './rules.ts';

const WireKind = Type.Union([Type.Literal('deposit'), Type.Literal('loss'), Type.Literal('stake')]);
const WirePeriod = Type.Union([Type.Literal('24h'), Type.Literal('7d'), Type.Literal('30d')]);

const Kind = Sent(
  WireKind,
  TextField({
    max: 20,
    message: LIMIT_MESSAGES.kindInvalid,
    rules: [rule({ enum: [...LIMIT_KINDS] }, LIMIT_MESSAGES.kindInvalid)],
    description: 'deposit (requested deposits), loss (net loss), stake (stakes).',
  }),
);

const Period = Sent(
  WirePeriod,
  TextField({
    max: 10,
    message: LIMIT_MESSAGES.periodInvalid,
    rules: [rule({ enum: [...LIMIT_PERIOD_NAMES] }, LIMIT_MESSAGES.periodInvalid)],
    description: 'The rolling window: 24h, 7d or 30d.',
  }),
);

/** POST /api/protectionLimitSet body: `amount` '' removes the limit. */
export const LimitSetBody = PlayerInput({
  kind: Kind,
  period: Period,
  amount: Sent(
    Type.Union([Type.String(), Type.Number()]),
    TextField({
      max: 40,
      message: LIMIT_MESSAGES.amountInvalid,
      rules: [rule({ pattern: LIMIT_AMOUNT_PATTERN }, LIMIT_MESSAGES.amountInvalid)],
      description: "Yuan, up to 2 decimals (0 allowed: nothing at all); '' removes the limit.",
    }),
  ),
});
export type LimitSetBody = Static<typeof LimitSetBody>;

/** POST /api/protectionLimitConfirm body: the limit whose pending change is confirmed. */
export const LimitConfirmBody = PlayerInput({ kind: Kind, period: Period });
export type LimitConfirmBody = Static<typeof LimitConfirmBody>;

/** A waiting raise or removal of a limit. */
export const WireLimitPending = Type.Object({
  /** The new limit; null = the limit is removed. */
  amount: Type.Union([WireMoney, Type.Null()]),
  /** From when /api/protectionLimitConfirm applies it. */
  available_at: WireDateTime,
  /** available_at has passed: the confirmation is open. */
  confirmable: Type.Boolean(),
});
export type WireLimitPending = Static<typeof WireLimitPending>;

/** One limit (every kind × period is listed, set or not). */
export const WireLimit = Type.Object({
  kind: WireKind,
  period: WirePeriod,
  /** The limit in force; null = none. */
  amount: Type.Union([WireMoney, Type.Null()]),
  /** What the window holds now (net loss may be negative: winnings). */
  used: WireMoney,
  pending: Maybe(WireLimitPending),
});
export type WireLimit = Static<typeof WireLimit>;

/** POST /api/protectionLimits answer (and the set and confirm calls'). */
export const WireLimits = Type.Object({ limits: Type.Array(WireLimit) });
export type WireLimits = Static<typeof WireLimits>;
