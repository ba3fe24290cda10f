/** The game page /gamePage (docs/SCREENS.md#gamepage): a game, the agent back office, service or the iOS download in a frame. */
export const game = {
  loading: '加载中…',
  entering: (name: string) => `正在进入${name}…`,
  frameTitle: '游戏',
  failed: '游戏加载失败',
  failedHint: '请稍后重试，或返回大厅选择其他游戏',
  unavailable: '暂无可打开的页面',
  unavailableHint: '该链接暂未开放或无效',
  more: '更多',
  transferTitle: '额度转换',
} as const;
