export const tabs = {
  service: '客服',
  hall: '大厅',
  discover: '发现',
  offers: '优惠',
  mine: '我的',
  /** The tab bar's accessible name. */
  navLabel: '主导航',
} as const;
