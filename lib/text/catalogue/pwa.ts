export const pwa = {
  updateAvailable: '发现新版本',
  updateHint: '新版本已准备好，刷新后即可使用',
  reload: '立即刷新',
  later: '稍后',
  offline: '网络已断开，部分功能不可用',
} as const;
