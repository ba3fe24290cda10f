/**
 * Player-protection limits (our extension `protectionLimits`, docs/API.md#protection-limits):
 * deposit, net-loss and stake limits over rolling 24-hour, 7-day and 30-day windows. A lower limit
 * (or a first one) applies at once; a higher one or a removal waits 24 hours and then needs the
 * player's confirmation. Kinds, periods, messages and the calls' schemas, shared by both programs.
 */
import { Type, type Static } from 'typebox';
import { PlayerInput, rule, Sent, TextField } from '../common/input.ts';
import { Maybe, WireDateTime, WireMoney } from '../common/schemas.ts';

/** What a limit caps: requested deposits, net losses (stakes − returns) or stakes. */
export const LIMIT_KINDS = ['deposit', 'loss', 'stake'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The rolling windows, by their hours. */
export const LIMIT_PERIODS = { '24h': 24, '7d': 168, '30d': 720 } as const;
export type LimitPeriod = keyof typeof LIMIT_PERIODS;
export const LIMIT_PERIOD_NAMES = Object.keys(LIMIT_PERIODS) as LimitPeriod[];

/** Hours a raised or removed limit waits before the player may confirm it. */
export const LIMIT_INCREASE_WAIT_HOURS = 24;

export const LIMIT_KIND_LABELS: Record<LimitKind, string> = { deposit: '存款', loss: '净亏损', stake: '投注' };
export const LIMIT_PERIOD_LABELS: Record<LimitPeriod, string> = { '24h': '24 小时', '7d': '7 天', '30d': '30 天' };

/** "24 小时存款限额 1000.00 元": which limit, in the words every message uses. */
export const limitName = (kind: LimitKind, period: LimitPeriod, yuan: string): string =>
  `${LIMIT_PERIOD_LABELS[period]}${LIMIT_KIND_LABELS[kind]}限额 ${yuan} 元`;

export const LIMIT_MESSAGES = {
  kindInvalid: '请选择限额类型',
  periodInvalid: '请选择限额周期',
  amountInvalid: '请输入正确的限额金额',
  applied: '限额已生效',
  unchanged: '限额未变更',
  noPending: '没有待确认的限额变更',
  confirmed: '限额变更已生效',
} as const;

/** `until` is a Beijing-time `Y-m-d H:i:s` in every message below. */
export const limitPendingMessage = (until: string): string =>
  `提高或取消限额需等待 24 小时，请于 ${until}（北京时间）后确认生效`;

export const limitWaitingMessage = (until: string): string => `限额变更尚在等待期，请于 ${until}（北京时间）后确认`;

/** A movement that would pass a limit the window's history will free up for it at `until`. */
export const limitReachedMessage = (name: string, until: string): string =>
  `已达到 ${name}，请于 ${until}（北京时间）后再试`;

/** A movement larger than the limit itself: no wait frees it up. */
export const limitExceededMessage = (name: string): string => `本次金额超过 ${name}`;

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
      rules: [rule({ pattern: '^(?:\\d{1,13}(?:\\.\\d{1,2})?)?$' }, LIMIT_MESSAGES.amountInvalid)],
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
