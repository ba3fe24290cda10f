/**
 * Player protection's plain rules, shared by both programs: the limits' kinds, periods and
 * messages (docs/API.md#protection-limits) and the time-outs', self-exclusions' lengths and
 * messages (docs/API.md#protection). No schema library here, so the PWA can import them at run
 * time; the call schemas live in ./limits.ts and ./exclusions.ts, which re-export these.
 */

import { RESTRICTION_MESSAGES } from './restriction.ts';

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

/** LimitSetBody's amount: yuan with up to 2 decimals (0 allowed: nothing at all); '' removes the limit. */
export const LIMIT_AMOUNT_PATTERN = '^(?:\\d{1,13}(?:\\.\\d{1,2})?)?$';

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

export const EXCLUSION_KINDS = ['timeout', 'exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** Time-out lengths in days: the screen offers 1 (24 hours), 7 and 30, or any number up to this. */
export const TIMEOUT_MAX_DAYS = 42;
/** Self-exclusion lengths in months: 6 months, 1, 2 or 5 years. */
export const EXCLUSION_MONTHS = [6, 12, 24, 60] as const;
/** A step-one confirmation id is good for this long. */
export const CONFIRM_MINUTES = 5;
/** After a self-exclusion ends, the account reopens this long after the member asks. */
export const REOPEN_DELAY_HOURS = 24;

const kindLabel = (kind: ExclusionKind, length: number): string => {
  if (kind === 'timeout') return `冷静期${length}天`;
  return length % 12 === 0 ? `自我排除${length / 12}年` : `自我排除${length}个月`;
};

export const EXCLUSION_MESSAGES = {
  kind: '请选择冷静期或自我排除',
  timeoutLength: `冷静期须为1至${TIMEOUT_MAX_DAYS}天`,
  exclusionLength: '自我排除期限须为6个月、1年、2年或5年',
  confirmRequired: '缺少确认编号，请重新申请',
  passwordRequired: '请输入登录密码',
  wrongPassword: '登录密码不正确',
  confirmExpired: '确认已过期，请重新申请',
  /** Step one's summary: what the member is about to confirm. */
  summary: (kind: ExclusionKind, length: number, until: string) =>
    `${kindLabel(kind, length)}，至${until}（北京时间）结束。期间只能查询余额和提款，不能提前结束。请输入登录密码确认。`,
  confirmed: (kind: ExclusionKind, until: string) =>
    `${kind === 'timeout' ? '冷静期' : '自我排除'}已生效，至${until}（北京时间）结束`,
  /** A new choice that would end an active one sooner: nothing lifts one early. */
  noShortening: (until: string) => `限制期间不能缩短或提前结束，当前限制至${until}（北京时间）`,
  /** Every member call but the allowed few, while restricted (one per state). */
  ...RESTRICTION_MESSAGES,
  reopenTooEarly: (until: string) => `自我排除至${until}（北京时间）结束，结束后才能申请重新开放`,
  reopenNothing: '账户无需重新开放',
  reopenRequested: (at: string) => `已申请重新开放，账户将于${at}（北京时间）开放`,
} as const;

/** The operator calls' refusals (/admin/protection). */
export const EXCLUSION_OPS_MESSAGES = {
  kind: 'kind 须为 timeout（冷静期）或 exclusion（自我排除）',
  length: 'length 须为整数：冷静期天数或自我排除月数',
  reason: '请填写原因（1至200字）',
  username: '请填写会员用户名',
  noMember: '会员不存在',
} as const;
