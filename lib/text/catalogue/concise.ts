/** The electronic-game list (/concise). */
export const concise = {
  tabs: { obgdy: 'OB电子', fgdz: 'FG电子', pp: 'PP电子', ae: 'AE电子' },
  tabsLabel: '电子平台',
  search: '搜索游戏名称',
  noMatch: '没有找到相关游戏',
  loadFailed: '游戏列表加载失败',
} as const;
