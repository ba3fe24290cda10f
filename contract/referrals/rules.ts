/** Referrals (/inviter): the invite link and the date range of the detail lists. */

/** The registration screen an invite link opens; `pid` is the inviter's invite code, or member id without the inviteCode extension. */
export const INVITE_PATH = '/#/reg2?pid=';

export const INVITE_MESSAGES = {
  range: '开始日期不能晚于结束日期',
  date: '请选择正确的日期',
} as const;
