/** Account records (账户明细, docs/SCREENS.md#transrecord) and the shared infinite list. */
export const records = {
  platform: '平台',
  date: '日期',
  type: '类型',
  allPlatforms: '全平台',
  dates: { 1: '今天', 2: '近7天', 3: '近15天', 4: '近30天' },
  types: { 1: '存款', 2: '取款', 3: '转入', 4: '转出', 5: '赠送', 6: '返水', 7: '下级转账' },
  // docs/SCREENS.md#transrecord, indexed by state.
  reviewStates: ['未定义', '待审核', '审核通过', '审核拒绝'],
  transferStates: ['失败', '成功', '待结算', '未定义'],
  orderNo: '订单号',
  // 投注记录 (docs/SCREENS.md#betrecord, indexed by status).
  betStates: ['无效注单', '已结算', '未结算'],
  betStateUnknown: '未知',
  // docs/SCREENS.md#betrecord: the main wallet is OWN in the bet-record filter: our own lottery rooms.
  ownPlatform: '彩票',
  betId: '注单号',
  betAmount: '投注',
  winLoss: '输赢',
  loadMore: '加载更多',
  loadingMore: '加载中…',
  end: '没有更多了',
  loadFailed: '加载失败，点击重试',
} as const;
