/**
 * The words of a restricted member's state (time-out, self-exclusion, closed, reopening): the
 * refusal every member call answers while restricted, and the line the restricted view shows.
 * Apart from the rest of the protection rules because the app's boot needs only these (to know a
 * refusal and a restriction); EXCLUSION_MESSAGES in rules.ts carries them too.
 */
export const RESTRICTION_MESSAGES = {
  timeout: (until: string) => `您正处于冷静期，至${until}（北京时间）结束，期间只能查询余额和提款`,
  exclusion: (until: string) => `您已自我排除，至${until}（北京时间）结束，期间只能查询余额和提款`,
  closed: '自我排除已结束，账户仍处于关闭状态，请先申请重新开放',
  reopening: (at: string) => `账户将于${at}（北京时间）重新开放`,
} as const;
