/**
 * The member's own profile (mobile, email, birthday), the avatar upload and the agent
 * application: patterns, limits and the Chinese messages both programs show.
 */

import type { Refusal } from '../common/rules.ts';

/** A mainland mobile number: 11 digits starting 13–19. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
export const EMAIL_RE = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}$/;
export const BIRTHDAY_RE = /^\d{4}-\d{2}-\d{2}$/;
/** The earliest birthday the picker offers (and the server accepts). */
export const BIRTHDAY_MIN = '1980-01-01';
export const EMAIL_MAX_LENGTH = 100;

export const PROFILE_MESSAGES = {
  mobile: '请输入正确手机号',
  email: '请输入正确邮箱号',
  birthday: '请输入正确的日期格式：YYYY-MM-DD',
  birthdayRange: `出生日期需在${BIRTHDAY_MIN}至今天之间`,
  saved: '操作成功',
} as const;

export interface ProfileInput {
  mobile: string;
  email: string;
  birthday: string;
}

/** A real calendar day (2024-02-30 is not). */
function isCalendarDay(text: string): boolean {
  if (!BIRTHDAY_RE.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The first problem of a profile update, checked in the form's order (mobile, email, birthday),
 * or null. An empty field is allowed (not given, or cleared). `today` is Beijing 'YYYY-MM-DD'.
 */
export function profileProblem(input: ProfileInput, today: string): Refusal<keyof ProfileInput> | null {
  if (input.mobile && !MOBILE_RE.test(input.mobile)) return { field: 'mobile', message: PROFILE_MESSAGES.mobile };
  if (input.email && (input.email.length > EMAIL_MAX_LENGTH || !EMAIL_RE.test(input.email)))
    return { field: 'email', message: PROFILE_MESSAGES.email };
  if (input.birthday) {
    if (!isCalendarDay(input.birthday)) return { field: 'birthday', message: PROFILE_MESSAGES.birthday };
    // ISO dates compare as strings.
    if (input.birthday < BIRTHDAY_MIN || input.birthday > today)
      return { field: 'birthday', message: PROFILE_MESSAGES.birthdayRange };
  }
  return null;
}

/** Avatars: at most 2 MB as uploaded; the browser sends at most 256×256 and the server re-encodes to that. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_SIDE = 256;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

export const AVATAR_MESSAGES = {
  failed: '上传失败',
  type: '头像仅支持 png、jpg、gif 格式',
  tooLarge: '图片不能超过2MB',
  uploaded: '上传成功',
} as const;

export const AGENT_MESSAGES = {
  mobile: '请输入正确手机号',
  reason: '请输入申请理由',
  applied: '申请成功',
  already: '您已申请过代理',
  failed: '申请失败',
} as const;
export const APPLY_INFO_MAX_LENGTH = 500;

export interface AgentApplicationInput {
  mobile: string;
  applyInfo: string;
}

/**
 * The agent application's checks (docs/SCREENS.md#applyagent): a mainland mobile, then a reason.
 * The form and the server (server/src/domain/agents/applications.ts) both refuse with this.
 */
export function agentApplicationProblem(input: AgentApplicationInput): Refusal<keyof AgentApplicationInput> | null {
  if (!MOBILE_RE.test(input.mobile.trim())) return { field: 'mobile', message: AGENT_MESSAGES.mobile };
  if (!input.applyInfo.trim()) return { field: 'applyInfo', message: AGENT_MESSAGES.reason };
  return null;
}

/** agent application state: 1 pending review, 2 approved, 3 rejected. */
export const AGENT_STATE = { pending: 1, approved: 2, rejected: 3 } as const;

export const FEEDBACK_MAX_LENGTH = 500;
export const FEEDBACK_CONTACT_MAX_LENGTH = 50;
/** A member may leave this many messages per Beijing day (a bound on spam, not a quota anyone meets). */
export const FEEDBACK_PER_DAY = 10;

export const FEEDBACK_MESSAGES = {
  required: '请输入反馈内容',
  tooLong: `反馈内容不能超过${FEEDBACK_MAX_LENGTH}字`,
  tooMany: '今日反馈次数已达上限，请明天再试',
  sent: '感谢您的反馈，我们会尽快处理',
} as const;

export interface FeedbackInput {
  content: string;
  contact: string;
}

/**
 * 意见反馈's checks: a message, at most FEEDBACK_MAX_LENGTH characters (not UTF-16 units: an emoji
 * counts once). The form and the server (server/src/domain/feedback/feedback.ts) both refuse with this.
 */
export function feedbackProblem({ content }: FeedbackInput): Refusal<keyof FeedbackInput> | null {
  const text = content.trim();
  if (!text) return { field: 'content', message: FEEDBACK_MESSAGES.required };
  if ([...text].length > FEEDBACK_MAX_LENGTH) return { field: 'content', message: FEEDBACK_MESSAGES.tooLong };
  return null;
}
