/** Demo-mode sandbox pages: a fake payment provider and a fake game venue. */

/** The sandbox venue page a launch ticket opens. */
export const SANDBOX_GAME_PATH = '/sandbox/game';
/** Longest launch ticket read from the query. */
export const MAX_TICKET_LENGTH = 100;

/** The sandbox venue's bet form: where it posts, the stake limits (yuan) and its refusals. */
export const SANDBOX_PLAY_PATH = '/sandbox/game/play';
export const VENUE_STAKE_LIMITS = { minYuan: 1, maxYuan: 10000 } as const;
export const VENUE_PLAY_MESSAGES = {
  sessionExpired: '游戏会话已失效，请返回应用重新进入游戏',
  stake: `投注金额须为${VENUE_STAKE_LIMITS.minYuan}-${VENUE_STAKE_LIMITS.maxYuan}元（最多两位小数）`,
  choice: '请选择投注项',
  insufficient: '场馆余额不足，请先在应用中转入',
  noGame: '该场馆暂无可玩的演示游戏',
  roundTaken: '该局已结束，请重新下注',
} as const;
