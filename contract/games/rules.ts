/** Game venues and launching a game. */

export const LAUNCH_MESSAGES = { unknownPlatform: '游戏平台不存在或已关闭' } as const;
/** `game_type` that opens the venue's lobby. */
export const LOBBY_GAME_TYPE = 0;
