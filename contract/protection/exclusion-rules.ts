/**
 * Time-outs and self-exclusions: their kinds, lengths and every Chinese message (docs/API.md#protection).
 * Plain constants without the schema library, so the PWA can import them too (the schemas that use
 * them are in exclusions.ts, which re-exports these for the server).
 */

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
  timeout: (until: string) => `您正处于冷静期，至${until}（北京时间）结束，期间只能查询余额和提款`,
  exclusion: (until: string) => `您已自我排除，至${until}（北京时间）结束，期间只能查询余额和提款`,
  closed: '自我排除已结束，账户仍处于关闭状态，请先申请重新开放',
  reopening: (at: string) => `账户将于${at}（北京时间）重新开放`,
  reopenTooEarly: (until: string) => `自我排除至${until}（北京时间）结束，结束后才能申请重新开放`,
  reopenNothing: '账户无需重新开放',
  reopenRequested: (at: string) => `已申请重新开放，账户将于${at}（北京时间）开放`,
} as const;
